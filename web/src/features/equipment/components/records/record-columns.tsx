import Chip from '@mui/material/Chip';
import type { EquipmentLog, MaintenanceTask } from '@shared/schemas/stored/equipment';
import type { Alert, PotentialIssue } from '@shared/schemas/stored/reliability';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { RecordColumn } from './record-list-tab';

const SEVERITY_COLOR = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
} as const;

/** The columns of each record table and a short name of each entry, in the UI language. */
export function useRecordColumns(currency: string) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const format = useFormat();
  const money = (amount: number | undefined) => format.money(amount, currency);
  const logs: RecordColumn<EquipmentLog>[] = [
    { id: 'date', label: t('logs.date'), value: (log) => format.date(log.date) },
    { id: 'kind', label: t('logs.kind'), value: (log) => t(`enums:equipmentLogKind.${log.kind}`) },
    {
      id: 'duration',
      label: t('logs.durationHours'),
      value: (log) => format.number(log.durationHours, 2),
      numeric: true,
    },
    {
      id: 'cost',
      label: t('logs.cost', { currency: format.currencySymbol(currency) }),
      value: (log) => money(log.cost),
      numeric: true,
    },
    { id: 'note', label: t('logs.note'), value: (log) => log.note ?? '' },
  ];
  const alerts: RecordColumn<Alert>[] = [
    {
      id: 'raisedAt',
      label: t('alerts.raisedAt'),
      value: (alert) => format.dateTime(alert.raisedAtMs),
    },
    {
      id: 'severity',
      label: t('alerts.severity'),
      value: (alert) => (
        <Chip
          size="small"
          variant="outlined"
          color={SEVERITY_COLOR[alert.severity]}
          label={t(`enums:alertSeverity.${alert.severity}`)}
        />
      ),
    },
    { id: 'message', label: t('alerts.message'), value: (alert) => alert.message },
    {
      id: 'resolved',
      label: t('alerts.resolved'),
      value: (alert) => t(alert.resolved ? 'yes' : 'no'),
    },
  ];
  const issues: RecordColumn<PotentialIssue>[] = [
    { id: 'fault', label: t('issues.fault'), value: (issue) => issue.fault },
    {
      id: 'subSystem',
      label: t('issues.subSystem'),
      value: (issue) => (issue.subSystem ? t(`enums:subSystem.${issue.subSystem}`) : ''),
    },
    {
      id: 'impact',
      label: t('issues.impact'),
      value: (issue) => (issue.impact ? t(`enums:faultImpact.${issue.impact}`) : ''),
    },
    {
      id: 'likelihood',
      label: t('issues.likelihood'),
      value: (issue) => (issue.likelihood ? t(`enums:faultLikelihood.${issue.likelihood}`) : ''),
    },
    {
      id: 'ttf',
      label: t('issues.timeToFailureWeeks'),
      value: (issue) => format.number(issue.timeToFailureWeeks, 1),
      numeric: true,
    },
    {
      id: 'cost',
      label: t('issues.annualMaintenanceCost', { currency: format.currencySymbol(currency) }),
      value: (issue) => money(issue.annualMaintenanceCost),
      numeric: true,
    },
    {
      id: 'energy',
      label: t('issues.energyConsumptionMwh'),
      value: (issue) => format.energy(issue.energyConsumptionKwh, 'MWh'),
      numeric: true,
    },
  ];
  const tasks: RecordColumn<MaintenanceTask>[] = [
    { id: 'title', label: t('tasks.title'), value: (task) => task.title },
    { id: 'due', label: t('tasks.dueOn'), value: (task) => format.date(task.dueOn) },
    {
      id: 'done',
      label: t('tasks.done'),
      value: (task) =>
        task.doneOn ? t('tasks.doneOnDate', { date: format.date(task.doneOn) }) : t('tasks.open'),
    },
  ];
  return {
    logs,
    alerts,
    issues,
    tasks,
    describe: {
      log: (log: EquipmentLog) =>
        `${t(`enums:equipmentLogKind.${log.kind}`)} ${format.date(log.date)}`,
      alert: (alert: Alert) =>
        `${t(`enums:alertSeverity.${alert.severity}`)} ${format.dateTime(alert.raisedAtMs)}`,
      issue: (issue: PotentialIssue) => issue.fault,
      task: (task: MaintenanceTask) => task.title,
    },
  };
}
