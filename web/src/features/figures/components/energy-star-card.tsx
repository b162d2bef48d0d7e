import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MetricsEnergyStar } from '@shared/schemas/derived/metrics-energy-star';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/** How an input's value reads: a share, a yes/no, or a number with its U.S. unit. */
const UNIT_OF: Record<string, 'ft2' | 'hours' | 'degreeDays' | 'share' | 'count'> = {
  grossFloorAreaFt2: 'ft2',
  foodPreparationAreaFt2: 'ft2',
  weeklyOperatingHours: 'hours',
  heatingDegreeDays65F: 'degreeDays',
  coolingDegreeDays65F: 'degreeDays',
  heatedFraction: 'share',
  cooledFraction: 'share',
  coldStorageFraction: 'share',
  lowRiseUnitFraction: 'share',
  propertyTypeFloorAreaFraction: 'share',
};

/**
 * The estimated ENERGY STAR score (docs/methodology.md §2.4): the 1–100 score of EPA's published
 * model for the building's type, from its own source EUI and use details, with every input the
 * model used (described or assumed), what it lacks, and why there is none for a building outside
 * the models. Shown on General Information and Comparison.
 */
export function EnergyStarCard({
  estimate,
  action,
}: {
  estimate: MetricsEnergyStar | undefined;
  /** E.g. the button that edits the use details. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('figures');
  const format = useFormat();
  const valueOf = (input: string, value: number | boolean) => {
    if (typeof value === 'boolean') return value ? t('energyStar.yes') : t('energyStar.no');
    switch (UNIT_OF[input] ?? 'count') {
      case 'ft2':
        return t('energyStar.unit.ft2', { value: format.number(value) });
      case 'hours':
        return t('energyStar.unit.hours', { value: format.number(value, 1) });
      case 'degreeDays':
        return t('energyStar.unit.degreeDays', { value: format.number(value) });
      case 'share':
        return format.percent(value);
      default:
        return format.number(value);
    }
  };
  const inputName = (input: string) => t(`energyStar.input.${input}`, { defaultValue: input });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="energy-star-title"
      data-testid="energy-star-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" id="energy-star-title">
          {t('energyStar.title')}
        </Typography>
        {action}
      </Box>
      {!estimate ? (
        <Typography variant="body2" color="text.secondary">
          {t('energyStar.notComputed')}
        </Typography>
      ) : estimate.status === 'unavailable' ? (
        <Typography variant="body2" color="text.secondary" data-testid="energy-star-unavailable">
          {t(`energyStar.unavailable.${estimate.reason}`)}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 1 }}>
            <Typography variant="h3" component="p" data-testid="energy-star-score">
              {estimate.score ?? '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {estimate.score !== undefined
                ? t('energyStar.outOf', { type: t(`energyStar.type.${estimate.propertyType}`) })
                : t('energyStar.noScore', { type: t(`energyStar.type.${estimate.propertyType}`) })}
            </Typography>
          </Box>
          {estimate.predictedSourceEuiKbtuPerFt2 !== undefined && estimate.ratio !== undefined ? (
            <Typography variant="body2">
              {t('energyStar.ratio', {
                actual: format.number(estimate.actualSourceEuiKbtuPerFt2, 1),
                predicted: format.number(estimate.predictedSourceEuiKbtuPerFt2, 1),
                ratio: format.number(estimate.ratio, 2),
              })}
            </Typography>
          ) : null}
          {estimate.missing && estimate.missing.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="energy-star-missing">
              {t('energyStar.missing', {
                list: estimate.missing.map(inputName).join(', '),
              })}
            </Typography>
          ) : null}
          {estimate.eligible === false ? (
            <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
              {t('energyStar.ineligible', { list: (estimate.ineligibleRules ?? []).join(', ') })}
            </Typography>
          ) : null}
          <Table size="small" sx={{ mt: 1 }} aria-label={t('energyStar.inputsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('energyStar.inputsTitle')}</TableCell>
                <TableCell align="right">{t('energyStar.value')}</TableCell>
                <TableCell>{t('energyStar.basisTitle')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {estimate.inputs.map((entry) => (
                <TableRow key={entry.input} data-testid={`energy-star-input-${entry.input}`}>
                  <TableCell>{inputName(entry.input)}</TableCell>
                  <TableCell align="right">{valueOf(entry.input, entry.value)}</TableCell>
                  <TableCell>{t(`energyStar.basis.${entry.basis}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {estimate.propertyType === 'warehouse' ? (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="energy-star-industrial-note">
              {t('energyStar.industrialNote')}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('energyStar.caveat', { version: estimate.modelVersion })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
