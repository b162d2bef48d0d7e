import Grid from '@mui/material/Grid';
import type { MaintenanceRegime } from '@shared/domain/metrics/reliability/maintenance-regime';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useMemo, type ReactNode } from 'react';
import { EQUIPMENT_PAGE_SCREEN } from '@shared/domain/metrics/views/equipment-page/screen';
import { AlertsCard } from './alerts-card';
import { CostBreakdownCard, MaintenanceVsReplacementCard } from './cost-cards';
import { EnergyByYearCard, EnergyShareCard } from './energy-cards';
import { EquipmentDepreciationCard } from './equipment-depreciation-card';
import { MaintenanceRegimeCard } from './maintenance-regime-card';
import { PeakDemandCard } from './peak-demand-card';
import { PotentialIssuesCard } from './potential-issues-card';
import { ReliabilityHoursCard } from './reliability-hours-card';
import { RepairOrReplaceCard } from './repair-or-replace-card';
import { SourcingCard } from './sourcing-card';

export interface EquipmentFiguresProps {
  record: Equipment;
  /** The equipment's stored reliability figures; absent until they are computed. */
  figures: MetricsEquipmentReliability | undefined;
  /** Shown in place of the figure cards when there are no figures (why, and what to do). */
  noFigures: ReactNode;
  currency: string;
  tasks: MaintenanceRegime;
  onTaskDone?: (taskId: string) => Promise<void>;
  /** "Edit equipment details" for owners and editors: the empty cards' way out. */
  editAction?: ReactNode;
}

/** The cards of spec 2.13 under Equipment Details, in the spec's order. */
export function EquipmentFigures(props: EquipmentFiguresProps) {
  const { record, figures, currency, editAction } = props;
  // Every card's series, shaped once (a card computes none).
  const view = useMemo(() => EQUIPMENT_PAGE_SCREEN.view(record, figures), [record, figures]);
  const { issues, sourcing } = view;
  return (
    <Grid container spacing={2}>
      {figures && view.figures ? (
        <>
          <Grid size={{ xs: 12, lg: 7 }}>
            <AlertsCard figures={figures} views={view.figures.alerts} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ReliabilityHoursCard figures={figures} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <EnergyByYearCard energy={view.figures.energyByYear} subSystem={record.subSystem} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <EnergyShareCard figures={figures} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <CostBreakdownCard
              view={view.figures.costBreakdown}
              currency={currency}
              emptyAction={editAction}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <MaintenanceVsReplacementCard
              record={record}
              view={view.figures.maintenanceVsReplacement}
              currency={currency}
              emptyAction={editAction}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <EquipmentDepreciationCard
              figures={figures}
              currency={currency}
              emptyAction={editAction}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <PeakDemandCard figures={figures} editAction={editAction} />
          </Grid>
          {figures.repairOrReplace ? (
            <Grid size={12}>
              <RepairOrReplaceCard verdict={figures.repairOrReplace} currency={currency} />
            </Grid>
          ) : null}
        </>
      ) : (
        <Grid size={12}>{props.noFigures}</Grid>
      )}
      <Grid size={12}>
        <PotentialIssuesCard issues={issues} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SourcingCard view={sourcing} currency={currency} editAction={editAction} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <MaintenanceRegimeCard tasks={props.tasks} onDone={props.onTaskDone} />
      </Grid>
    </Grid>
  );
}
