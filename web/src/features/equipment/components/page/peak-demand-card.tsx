import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import { FactList } from './fact-list';

/** Spec 2.13 Projected Peak Demand (kW), with its method (docs/methodology.md). */
export function PeakDemandCard({
  figures,
  editAction,
}: {
  figures: MetricsEquipmentReliability;
  editAction?: ReactNode;
}) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const peak = figures.peakDemand;
  const kw = (value: number) => t('units.kw', { value: format.number(value, 1) });
  return (
    <Panel title={t('peak.title')} subtitle={t('peak.subtitle')} testId="peak-card">
      {peak ? (
        <Stack spacing={2}>
          <Typography variant="h4" component="p" data-testid="peak-kw">
            {kw(peak.projectedPeakKw)}
          </Typography>
          <FactList
            facts={[
              { key: 'rated', label: t('peak.ratedInput'), value: kw(peak.ratedInputKw) },
              {
                key: 'basis',
                label: t('peak.basis'),
                value: t(`peak.bases.${peak.basis}`, {
                  value: format.number(peak.efficiency, 2),
                  pct: format.percent(peak.efficiency, 0),
                }),
              },
              {
                key: 'designShare',
                label: t('peak.designShare'),
                value:
                  peak.designShareKw === undefined
                    ? t('peak.noDesignShare')
                    : kw(peak.designShareKw),
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('peak.method')}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('peak.empty')}</Typography>
          {editAction}
        </Stack>
      )}
    </Panel>
  );
}
