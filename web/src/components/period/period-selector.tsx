import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DATE_PRESETS, type DatePreset } from '@shared/schemas/enums/analysis';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import {
  GRANULARITY_NAMES,
  PERIOD_GRANULARITIES,
  validatePeriod,
  type GranularityNames,
  type PeriodGranularity,
} from '@/lib/period/period';
import type { DayRange } from '@/lib/period/period-days';
import type { PeriodControls } from '@/lib/period/use-period';

export interface PeriodSelectorProps {
  controls: PeriodControls;
  /** The days with data, shown as a hint and used as the inputs' bounds. */
  limits?: DayRange | null;
  /** Granularities offered (all five of spec 9.4 by default). */
  granularities?: readonly PeriodGranularity[];
  /** What each granularity is called (spec 9.4's names by default; Improve says "Date"). */
  names?: GranularityNames;
}

/**
 * The time period selector of the figures screens (spec 2.9, 9.4, 5.3): granularity, Start, End
 * and Apply, the presets This Year, This Month, This Week and Today, and Reset. Start and End
 * apply together with Apply; a range ending before it starts gets spec 5.3's message and is not
 * applied. Granularity and presets apply at once. Everything lives in the URL (`usePeriod`).
 */
export function PeriodSelector({
  controls,
  limits,
  granularities = PERIOD_GRANULARITIES,
  names = GRANULARITY_NAMES,
}: PeriodSelectorProps) {
  const { t } = useTranslation(['period', 'enums', 'validation']);
  const format = useFormat();
  const { period, requested, error, setPeriod, reset } = controls;
  const [draft, setDraft] = useState({ start: period.start, end: period.end });
  const [draftError, setDraftError] = useState(false);
  const [shown, setShown] = useState({ start: period.start, end: period.end, requested });
  if (shown.start !== period.start || shown.end !== period.end) {
    setShown({ start: period.start, end: period.end, requested });
    if (shown.requested !== requested) {
      // A period asked for in the URL (a preset, Reset, back/forward) replaces unapplied dates.
      setDraft({ start: period.start, end: period.end });
      setDraftError(false);
    } else {
      // The default moved (the data's days arrived): a date the person typed and has not applied
      // yet stays as typed; only the dates they left follow the new period.
      setDraft((typed) => ({
        start: typed.start === shown.start ? period.start : typed.start,
        end: typed.end === shown.end ? period.end : typed.end,
      }));
    }
  } else if (shown.requested !== requested) {
    setShown({ ...shown, requested });
  }
  const headingId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.start || !draft.end || validatePeriod(draft)) {
      setDraftError(true);
      return;
    }
    setDraftError(false);
    setPeriod({ start: draft.start, end: draft.end });
  };
  const shownError = draftError || error !== undefined;
  const bounds = limits ? { min: limits.start, max: limits.end } : {};
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={headingId}
      onSubmit={apply}
      noValidate
      sx={{ p: 2 }}
      data-testid="period-selector"
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('period:title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', minWidth: 0 }}
      >
        <TextField
          select
          size="small"
          label={t('period:granularity')}
          value={period.granularity}
          onChange={(event) => setPeriod({ granularity: event.target.value as PeriodGranularity })}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'period-granularity' } }}
        >
          {granularities.map((granularity) => (
            <MenuItem key={granularity} value={granularity}>
              {t(`enums:granularity.${names[granularity]}`)}
            </MenuItem>
          ))}
        </TextField>
        {/* Wraps on a narrow screen (a phone, a share link in a 400 px iframe). */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('period:start')}
            value={draft.start}
            onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
            error={shownError}
            slotProps={{
              htmlInput: { ...bounds, 'data-testid': 'period-start' },
              inputLabel: { shrink: true },
            }}
          />
          <TextField
            type="date"
            size="small"
            label={t('period:end')}
            value={draft.end}
            onChange={(event) => setDraft((d) => ({ ...d, end: event.target.value }))}
            error={shownError}
            slotProps={{
              htmlInput: { ...bounds, 'data-testid': 'period-end' },
              inputLabel: { shrink: true },
            }}
          />
          <Button type="submit" variant="contained" data-testid="period-apply">
            {t('period:apply')}
          </Button>
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period.preset ?? null}
          onChange={(_, preset: DatePreset | null) => {
            if (preset) setPeriod({ preset });
          }}
          aria-label={t('period:presetsLabel')}
        >
          {DATE_PRESETS.map((preset) => (
            <ToggleButton key={preset} value={preset} data-testid={`period-preset-${preset}`}>
              {t(`enums:datePreset.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button onClick={reset} data-testid="period-reset">
          {t('period:reset')}
        </Button>
      </Stack>
      <Typography
        variant="body2"
        role={shownError ? 'alert' : undefined}
        color={shownError ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
        data-testid="period-hint"
      >
        {shownError
          ? t('validation:startDateAfterEnd')
          : limits
            ? t('period:limits', { start: format.date(limits.start), end: format.date(limits.end) })
            : null}
      </Typography>
    </Paper>
  );
}
