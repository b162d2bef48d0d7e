import Typography from '@mui/material/Typography';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import { FactList } from './fact-list';

/** Spec 2.13 Reliability (Hours): MTBF and MTTR with the failures and hours they stand on. */
export function ReliabilityHoursCard({ figures }: { figures: MetricsEquipmentReliability }) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const { failures } = figures;
  const hours = (value: number | undefined) =>
    value === undefined
      ? t('reliability.noFailure')
      : t('units.hours', { value: format.number(value, 0) });
  return (
    <Panel
      title={t('reliability.title')}
      subtitle={t('reliability.subtitle', {
        count: failures.failures,
        hours: format.number(failures.observedHours, 0),
      })}
      testId="reliability-card"
    >
      <FactList
        facts={[
          { key: 'mtbf', label: t('reliability.mtbf'), value: hours(failures.mtbfHours) },
          { key: 'mttr', label: t('reliability.mttr'), value: hours(failures.mttrHours) },
          {
            key: 'failures',
            label: t('reliability.failures'),
            value: format.number(failures.failures),
          },
          {
            key: 'observed',
            label: t('reliability.observed'),
            value: t('units.hours', { value: format.number(failures.observedHours, 0) }),
          },
        ]}
      />
      {failures.failures === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('reliability.noFailureYet')}
        </Typography>
      ) : null}
    </Panel>
  );
}
