import CheckBoxIcon from 'virtual:icons/CheckBox';
import CheckBoxOutlineBlankIcon from 'virtual:icons/CheckBoxOutlineBlank';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '@shared/domain/dashboard/portfolio-dashboard';
import { NO_FILTERS, type DashboardFilters } from '@shared/domain/dashboard/portfolio-lists';
import { BENCHMARK_BANDS } from '@shared/schemas/enums/analysis';
import { BUILDING_STATUSES } from '@shared/schemas/enums/building';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { DashboardView } from '../utils/dashboard-url';

interface MultiSelectProps {
  label: string;
  values: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (values: string[]) => void;
  testId: string;
}

/** A select of several values whose closed field lists the chosen labels. */
function MultiSelect({ label, values, options, onChange, testId }: MultiSelectProps) {
  const id = useId();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <FormControl size="small" sx={{ minWidth: 170, maxWidth: 260 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        multiple
        value={values as string[]}
        onChange={(event: SelectChangeEvent<string[]>) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) => selected.map(labelOf).join(', ')}
        data-testid={testId}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {/* The option's selected state is announced by the listbox; the box only shows it. */}
            {values.includes(option.value) ? (
              <CheckBoxIcon fontSize="small" color="primary" aria-hidden sx={{ mr: 1 }} />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden sx={{ mr: 1 }} />
            )}
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Filters (use type, city, status, band) and the period, all kept in the URL by the caller. */
export function DashboardFilterBar({
  view,
  onChange,
  cities,
  useTypes,
  months,
  latestMonth,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
  cities: readonly string[];
  useTypes: readonly string[];
  /** Months a period can end with, latest first. */
  months: readonly string[];
  latestMonth: string | undefined;
}) {
  const { t } = useTranslation(['dashboard', 'enums']);
  const format = useFormat();
  const filters = view.filters;
  const setFilters = (next: Partial<DashboardFilters>) =>
    onChange({ ...view, filters: { ...filters, ...next }, selected: [] });
  const active =
    filters.useTypes.length +
      filters.cities.length +
      filters.statuses.length +
      filters.bands.length >
    0;
  const periodEndId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      component="section"
      aria-label={t('filters.label')}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <MultiSelect
          label={t('filters.useType')}
          testId="filter-use-type"
          values={filters.useTypes}
          options={useTypes.map((value) => ({
            value,
            label: t(`enums:useType.${value}` as never),
          }))}
          onChange={(values) => setFilters({ useTypes: values as DashboardFilters['useTypes'] })}
        />
        <MultiSelect
          label={t('filters.city')}
          testId="filter-city"
          values={filters.cities}
          options={cities.map((value) => ({ value, label: value }))}
          onChange={(values) => setFilters({ cities: values })}
        />
        <MultiSelect
          label={t('filters.status')}
          testId="filter-status"
          values={filters.statuses}
          options={BUILDING_STATUSES.map((value) => ({
            value,
            label: t(`enums:buildingStatus.${value}`),
          }))}
          onChange={(values) => setFilters({ statuses: values as DashboardFilters['statuses'] })}
        />
        <MultiSelect
          label={t('filters.band')}
          testId="filter-band"
          values={filters.bands}
          options={[
            ...BENCHMARK_BANDS.map((value) => ({
              value,
              label: t(`enums:benchmarkBand.${value}`),
            })),
            { value: 'none', label: t('filters.bandNone') },
          ]}
          onChange={(values) => setFilters({ bands: values as DashboardFilters['bands'] })}
        />
        {active ? (
          <Button onClick={() => onChange({ ...view, filters: NO_FILTERS, selected: [] })}>
            {t('filters.clear')}
          </Button>
        ) : null}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ ml: { md: 'auto' }, alignItems: 'center', flexWrap: 'wrap', maxWidth: '100%' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view.period}
            aria-label={t('filters.period')}
            onChange={(_, value: DashboardPeriod | null) => {
              if (value) onChange({ ...view, period: value });
            }}
          >
            {DASHBOARD_PERIODS.map((period) => (
              <ToggleButton key={period} value={period}>
                {t(`filters.${period}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControl
            size="small"
            sx={{ minWidth: 200, maxWidth: '100%' }}
            disabled={months.length === 0}
          >
            <InputLabel id={periodEndId} shrink>
              {t('filters.periodEnd')}
            </InputLabel>
            <Select
              labelId={periodEndId}
              input={<OutlinedInput notched label={t('filters.periodEnd')} />}
              value={view.to ?? ''}
              displayEmpty
              renderValue={(value) =>
                value
                  ? format.month(value, 'long')
                  : t('filters.latest', { month: latestMonth ? format.month(latestMonth) : '–' })
              }
              onChange={(event) => {
                const { to: _old, ...rest } = view;
                onChange(event.target.value ? { ...rest, to: event.target.value } : rest);
              }}
              data-testid="filter-period-end"
            >
              <MenuItem value="">
                {t('filters.latest', { month: latestMonth ? format.month(latestMonth) : '–' })}
              </MenuItem>
              {months.map((month) => (
                <MenuItem key={month} value={month}>
                  {format.month(month, 'long')}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </Stack>
    </Paper>
  );
}
