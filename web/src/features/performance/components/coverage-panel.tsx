import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubMeterCoverage } from '@shared/domain/metrics/views/performance/breakdown';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { Panel } from '@/components/ui/panel';

/**
 * Which sub-systems are sub-metered and which are modelled, and how much of the building's
 * energy the sub-meters explain: every figure of the tab rests on one or the other.
 */
export function CoveragePanel({ coverage }: { coverage: SubMeterCoverage }) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  return (
    <Panel title={t('performance:coverage.title')} testId="coverage-panel">
      <Typography sx={{ mt: 1 }} data-testid="coverage-explained" data-pct={coverage.explainedPct}>
        {coverage.metered.length > 0
          ? t('performance:coverage.explained', {
              share: format.percent(coverage.explainedPct / 100),
              value: format.energy(coverage.meteredKwh, 'MWh', 1),
            })
          : t('performance:coverage.none')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {coverage.metered.map((endUse) => (
          <Chip
            key={endUse}
            color="success"
            variant="outlined"
            size="small"
            label={`${t(`enums:subSystem.${endUse}`)}: ${t('performance:kpi.metered')}`}
          />
        ))}
        {coverage.modelled.map((endUse) => (
          <Chip
            key={endUse}
            variant="outlined"
            size="small"
            label={`${t(`enums:subSystem.${endUse}`)}: ${t('performance:kpi.modelled')}`}
          />
        ))}
      </Stack>
      {coverage.meteredCarriers.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('performance:coverage.carriers', {
            list: coverage.meteredCarriers
              .map((c) => t(`performance:carrier.${c as 'electricity'}`))
              .join(', '),
          })}
        </Typography>
      ) : null}
    </Panel>
  );
}
