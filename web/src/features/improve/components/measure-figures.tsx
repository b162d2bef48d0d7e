import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_DISCOUNT_RATE } from '@shared/constants/investment';
import type { MeasureAssumption } from '@shared/domain/metrics/measures/measure-assumptions';
import type { MetricsMeasure } from '@shared/schemas/derived/metrics-measures';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/** The figures of one measure the popup shows (stored, or computed live while editing). */
export type MeasureFiguresValue = Pick<
  MetricsMeasure,
  'savings' | 'investment' | 'incremental' | 'rank' | 'modelled' | 'lightOutputChangePct'
>;

/**
 * Spec 3.14 Figures of one measure alone: Investment Cost, Energy Savings (MWh/yr), Energy Cost
 * Savings (/yr), Payback Period (yr), CO2 Emissions Avoided (tons/yr), Internal Rate of Return,
 * with the net present value, the life and where it comes from, and what the measure adds in the
 * combined order; warns when an LED measure gives less light than the lighting it replaces.
 */
export function MeasureFigures({
  figures,
  currency,
  source,
  assumptions = [],
}: {
  figures: MeasureFiguresValue;
  currency: string;
  /** Values the figures rest on that no primary source backs (`measureAssumptions`). */
  assumptions?: readonly MeasureAssumption[];
  /** `live`: computed in the browser from the inputs on screen; `stored`: the building's figures. */
  source: 'live' | 'stored';
}) {
  const { t } = useTranslation('improve');
  const format = useFormat();
  const { savings, investment } = figures;
  const rows: [string, string, string][] = [
    [
      'investment',
      t('figures.investment', { currency: format.currencySymbol(currency) }),
      investment.investment === undefined
        ? t('figures.noInvestment')
        : format.number(investment.investment, 0),
    ],
    ['energy', t('figures.energySavings'), format.energy(savings.energyKwh, 'MWh', 1)],
    [
      'cost',
      t('figures.costSavings', { currency: format.currencySymbol(currency) }),
      format.number(savings.cost, 0),
    ],
    [
      'payback',
      t('figures.payback'),
      investment.simplePaybackYears === undefined
        ? t('figures.never')
        : format.number(investment.simplePaybackYears, 1),
    ],
    ['co2', t('figures.co2Avoided'), format.number(savings.co2Tons, 2)],
    [
      'irr',
      t('figures.irr'),
      investment.irrPct === undefined ? '—' : format.percent(investment.irrPct / 100, 1),
    ],
    [
      'npv',
      t('figures.npv', { rate: format.percent(DEFAULT_DISCOUNT_RATE) }),
      investment.npv === undefined ? '—' : format.money(investment.npv, currency, 0),
    ],
    [
      'life',
      t('figures.life'),
      t(`figures.lifeSource.${investment.lifeSource}`, { years: investment.lifeYears }),
    ],
    ['lifetimeCo2', t('figures.lifetimeCo2'), format.number(investment.lifetimeCo2Tons, 1)],
  ];
  const light = figures.lightOutputChangePct;
  return (
    <Box
      component="section"
      aria-labelledby="measure-figures-title"
      aria-live="polite"
      data-testid={`measure-figures-${source}`}
    >
      <Typography
        variant="subtitle1"
        component="h3"
        id="measure-figures-title"
        sx={{ fontWeight: 600 }}
      >
        {t('figures.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {source === 'live' ? t('figures.live') : t('figures.stored')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}
              data-testid={`measure-figure-${key}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {figures.incremental && figures.rank !== undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('figures.combined', {
            rank: figures.rank,
            energy: format.energy(figures.incremental.energyKwh, 'MWh', 1),
            alone: format.energy(savings.energyKwh, 'MWh', 1),
          })}
        </Typography>
      ) : null}
      {!figures.modelled ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('figures.notModelled')}
        </Alert>
      ) : null}
      <Box sx={{ mt: 1 }} data-testid="measure-assumptions">
        <Typography variant="caption" color="text.secondary" component="p">
          {t('figures.assumptions.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {[...assumptions, { key: 'discountRate' as const, value: DEFAULT_DISCOUNT_RATE }].map(
            ({ key, value }) => (
              <Typography key={key} component="li" variant="caption" color="text.secondary">
                {t(`figures.assumptions.${key}`, {
                  value:
                    key === 'filmShadingCoefficient'
                      ? format.number(value, 2)
                      : key === 'filmLife'
                        ? format.number(value)
                        : format.percent(value),
                })}
              </Typography>
            ),
          )}
        </Box>
      </Box>
      {light !== undefined && light < 0 ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="light-output-warning">
          {t('figures.lessLight', { pct: format.number(-light, 0) })}
        </Alert>
      ) : null}
    </Box>
  );
}
