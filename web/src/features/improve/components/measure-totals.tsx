import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeasureTotals as Totals } from '@shared/domain/metrics/views/improve/measure-totals';
import type { MetricsMeasures } from '@shared/schemas/metrics-measures';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/**
 * The totals row of the Improvement Measures table: the measures not yet done combined (each
 * applied on top of the ones before it, so that overlaps count once), and why the combined
 * savings are less than the savings of the measures alone added up.
 */
export function MeasureTotals({
  figures,
  totals,
  currency,
  doneCount,
}: {
  figures: MetricsMeasures;
  /** The combined totals (`measureTotals`), shaped by the screen. */
  totals: Totals;
  currency: string;
  doneCount: number;
}) {
  const { t } = useTranslation('improve');
  const format = useFormat();
  const order = figures.order ?? [];
  if (order.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('totals.none')}
      </Typography>
    );
  }
  const { combined, sumOfSingles, overlap } = totals;
  const cells: [string, string, string][] = [
    ['investment', t('totals.investment'), format.money(totals.investment, currency, 0)],
    [
      'energySavings',
      t('totals.energySavings'),
      t('totals.perYear', { value: format.energy(combined.energyKwh, 'MWh', 1) }),
    ],
    [
      'costSavings',
      t('totals.costSavings'),
      t('totals.perYear', { value: format.money(combined.cost, currency, 0) }),
    ],
    [
      'payback',
      t('totals.payback'),
      totals.paybackYears === null
        ? t('totals.never')
        : t('totals.years', { value: format.number(totals.paybackYears, 1) }),
    ],
    [
      'co2Avoided',
      t('totals.co2Avoided'),
      t('totals.perYear', { value: format.co2(combined.co2Tons * 1000, 't', 2) }),
    ],
    ['irr', t('totals.irr'), totals.irrPct === null ? '—' : format.percent(totals.irrPct / 100, 1)],
  ];
  const overlapShare = sumOfSingles.energyKwh > 0 ? overlap.energyKwh / sumOfSingles.energyKwh : 0;
  return (
    <Box
      component="section"
      aria-labelledby="measure-totals-title"
      sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="measure-totals"
    >
      <Typography variant="subtitle2" component="h3" id="measure-totals-title">
        {t('totals.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          gap: 1.5,
          my: 1,
        }}
      >
        {cells.map(([key, label, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`measure-total-${key}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="measure-totals-overlap">
        {Math.abs(overlap.energyKwh) < 0.5
          ? t('totals.noOverlap')
          : overlap.energyKwh > 0
            ? t('totals.overlap', {
                sum: format.energy(sumOfSingles.energyKwh, 'MWh', 1),
                combined: format.energy(combined.energyKwh, 'MWh', 1),
                overlap: format.energy(overlap.energyKwh, 'MWh', 1),
                pct: format.percent(overlapShare, 0),
              })
            : t('totals.synergy', {
                sum: format.energy(sumOfSingles.energyKwh, 'MWh', 1),
                combined: format.energy(combined.energyKwh, 'MWh', 1),
                gain: format.energy(-overlap.energyKwh, 'MWh', 1),
                pct: format.percent(-overlapShare, 0),
              })}
      </Typography>
      {totals.investmentIncomplete ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          {t('totals.investmentIncomplete')}
        </Typography>
      ) : null}
      {doneCount > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('totals.done', { count: doneCount })}
        </Typography>
      ) : null}
    </Box>
  );
}
