import Link from '@mui/material/Link';
import { DASHBOARD_LIST_ROWS as LIST_ROWS } from '@shared/domain/dashboard/dashboard-content';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import {
  highestRiskEquipment,
  largestSavings,
  maintenanceTasks,
} from '@shared/domain/dashboard/portfolio-lists';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ToneChip } from '@/components/ui/tone-chip';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/use-format';
import { ListCard } from './list-card';

const BuildingLink = ({ id, title }: { id: string; title: string }) => (
  <Link component={RouterLink} to={paths.building.getHref(id)}>
    {title}
  </Link>
);

/** The largest savings available across buildings, each linking to its building's Improve tab. */
export function SavingsList({
  buildings,
  loading,
}: {
  buildings: readonly DashboardBuilding[];
  /** The lists are still on their way: the card says so instead of being empty. */
  loading: boolean;
}) {
  const { t } = useTranslation(['dashboard', 'enums']);
  const format = useFormat();
  const measures = largestSavings(buildings, LIST_ROWS);
  return (
    <ListCard
      testId="dashboard-savings"
      title={t('savings.title')}
      subtitle={t('savings.subtitle')}
      empty={t('savings.empty')}
      loading={loading}
      columns={[
        { key: 'measure', header: t('savings.measure') },
        { key: 'building', header: t('savings.building') },
        { key: 'energy', header: t('savings.energy'), numeric: true },
        { key: 'cost', header: t('savings.cost'), numeric: true },
        { key: 'payback', header: t('savings.payback'), numeric: true },
      ]}
      rows={measures.map((measure) => ({
        key: `${measure.buildingId}/${measure.measureId}`,
        cells: {
          measure: (
            <Link component={RouterLink} to={paths.buildingImprove.getHref(measure.buildingId)}>
              {measure.name || t(`enums:measureKind.${measure.kind}`)}
            </Link>
          ),
          building: <BuildingLink id={measure.buildingId} title={measure.buildingTitle} />,
          energy: format.energy(measure.savingsKwh, 'MWh', 1),
          cost: format.money(measure.costSavings, measure.currency),
          payback:
            measure.paybackYears === undefined
              ? t('savings.none')
              : t('savings.years', { value: format.number(measure.paybackYears, 1) }),
        },
      }))}
    />
  );
}

/** Equipment at the highest fault risk across buildings, each linking to its page. */
export function RiskList({
  buildings,
  loading,
}: {
  buildings: readonly DashboardBuilding[];
  /** The lists are still on their way: the card says so instead of being empty. */
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const items = highestRiskEquipment(buildings, LIST_ROWS);
  const tone = { high: 'error', medium: 'warning', low: 'success' } as const;
  return (
    <ListCard
      testId="dashboard-risk"
      title={t('risk.title')}
      subtitle={t('risk.subtitle')}
      empty={t('risk.empty')}
      loading={loading}
      columns={[
        { key: 'equipment', header: t('risk.equipment') },
        { key: 'building', header: t('risk.building') },
        { key: 'score', header: t('risk.score'), numeric: true },
        { key: 'health', header: t('risk.health'), numeric: true },
      ]}
      rows={items.map((item) => ({
        key: `${item.buildingId}/${item.equipmentId}`,
        cells: {
          equipment: (
            <Link
              component={RouterLink}
              to={paths.buildingEquipmentItem.getHref(item.buildingId, item.equipmentId)}
            >
              {[item.assetId, item.name].filter(Boolean).join(' · ')}
            </Link>
          ),
          building: <BuildingLink id={item.buildingId} title={item.buildingTitle} />,
          score: <ToneChip tone={tone[item.riskBand]} label={String(item.riskScore)} />,
          health: item.healthScore ?? '–',
        },
      }))}
    />
  );
}

/** Maintenance missed and due across buildings, each linking to its equipment. */
export function MaintenanceList({
  buildings,
  loading,
}: {
  buildings: readonly DashboardBuilding[];
  /** The lists are still on their way: the card says so instead of being empty. */
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { tasks, missed, upcoming } = maintenanceTasks(buildings, LIST_ROWS);
  return (
    <ListCard
      testId="dashboard-maintenance"
      title={t('maintenance.title')}
      subtitle={t('maintenance.subtitle')}
      empty={t('maintenance.empty')}
      loading={loading}
      footer={tasks.length > 0 ? t('maintenance.summary', { missed, upcoming }) : undefined}
      columns={[
        { key: 'task', header: t('maintenance.task') },
        { key: 'equipment', header: t('maintenance.equipment') },
        { key: 'building', header: t('maintenance.building') },
        { key: 'due', header: t('maintenance.due') },
      ]}
      rows={tasks.map((task) => ({
        key: `${task.buildingId}/${task.equipmentId}/${task.taskId}`,
        cells: {
          task: task.title,
          equipment: (
            <Link
              component={RouterLink}
              to={paths.buildingEquipmentItem.getHref(task.buildingId, task.equipmentId)}
            >
              {task.equipmentName}
            </Link>
          ),
          building: <BuildingLink id={task.buildingId} title={task.buildingTitle} />,
          due: (
            <>
              <ToneChip
                tone={task.missed ? 'error' : 'warning'}
                label={t(task.missed ? 'maintenance.missed' : 'maintenance.upcoming')}
              />{' '}
              {format.date(task.dueOn)}
            </>
          ),
        },
      }))}
    />
  );
}
