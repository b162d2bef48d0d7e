import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeasureTotals as Totals } from '@shared/domain/metrics/views/improve/measure-totals';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import { useTranslation } from 'react-i18next';
import { measureOverlapText, measureTotalsCells } from '@/lib/figures/measure-totals-text';
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
  const { t } = useTranslation(['improve']);
  const format = useFormat();
  const order = figures.order ?? [];
  if (order.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('totals.none')}
      </Typography>
    );
  }
  const cells = measureTotalsCells(totals, currency, t, format);
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
        {cells.map(({ key, label, value }) => (
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
        {measureOverlapText(totals, t, format)}
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
