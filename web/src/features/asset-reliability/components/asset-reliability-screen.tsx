import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { DatePreset } from '@shared/schemas/enums/analysis';
import { ASSET_RELIABILITY_SCREEN } from '@shared/domain/metrics/views/asset-reliability/screen';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useMemo, type ReactNode } from 'react';
import { issueRows, type IssueRow } from '../utils/issue-rows';
import { AssetHealthCard } from './asset-health-card';
import { DepreciationCard } from './depreciation-card';
import { EquipmentDetailsList } from './equipment-details-list';
import { FaultRiskMatrix } from './fault-risk-matrix';
import { MaintenanceBudgetCard } from './maintenance-budget-card';
import { ObsolescenceCard } from './obsolescence-card';
import { PotentialIssuesTable } from './potential-issues-table';
import { SubSystemBudgetCard } from './sub-system-budget-card';
import { SubSystemHealthCard } from './sub-system-health-card';
import { WarrantyCard } from './warranty-card';

export interface AssetReliabilityScreenProps {
  reliability: MetricsReliability;
  /** The building's equipment records by id (names, issues). */
  records: Readonly<Record<string, Equipment>>;
  /** ISO 4217 code of the building's currency. */
  currency: string;
  preset: DatePreset;
  onPresetChange: (preset: DatePreset) => void;
  equipmentHref: (equipmentId: string) => string;
  issueHref: (row: IssueRow) => string;
  /** The freshness bar, above the figures. */
  header: ReactNode;
  /** A link to the register (Equipment Details). */
  registerLink: ReactNode;
  /** "+ Add to Improvement Measures" of one asset, for owners and editors. */
  renderAddMeasure?: (equipmentId: string) => ReactNode;
  /** The building, whose budget allocations owners and editors set (with `canEdit`). */
  buildingId?: string;
  /** Owners and editors may set the maintenance budget allocations. */
  canEdit?: boolean;
}

/** Spec 2.12 Asset Reliability: the building's equipment health, risk, budget and value. */
export function AssetReliabilityScreen(props: AssetReliabilityScreenProps) {
  const { reliability, records, currency, equipmentHref } = props;
  const names = useMemo(
    () => Object.fromEntries(Object.entries(records).map(([id, record]) => [id, record.name])),
    [records],
  );
  const rows = useMemo(() => issueRows(records, reliability), [records, reliability]);
  // Every card's series, shaped once (a card computes none).
  const view = useMemo(
    () => ASSET_RELIABILITY_SCREEN.view(reliability, props.preset),
    [reliability, props.preset],
  );
  return (
    <Stack spacing={3} data-testid="asset-reliability-screen">
      {props.header}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <AssetHealthCard
            reliability={reliability}
            points={view.health}
            preset={props.preset}
            onPresetChange={props.onPresetChange}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SubSystemHealthCard rows={view.subSystemHealth} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <FaultRiskMatrix
            rows={view.riskMatrix}
            equipmentNames={names}
            equipmentHref={equipmentHref}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MaintenanceBudgetCard
            reliability={reliability}
            budget={view.budget}
            currency={currency}
            buildingId={props.buildingId}
            canEdit={props.canEdit}
          />
        </Grid>
        <Grid size={12}>
          <SubSystemBudgetCard reliability={reliability} budget={view.budget} currency={currency} />
        </Grid>
        <Grid size={12}>
          <PotentialIssuesTable rows={rows} issueHref={props.issueHref} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DepreciationCard
            reliability={reliability}
            totals={view.depreciation}
            equipmentNames={names}
            currency={currency}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <WarrantyCard reliability={reliability} points={view.warranty} />
        </Grid>
        <Grid size={12}>
          <ObsolescenceCard
            obsolescence={view.obsolescence}
            equipmentNames={names}
            equipmentHref={equipmentHref}
            currency={currency}
            renderAddMeasure={props.renderAddMeasure}
          />
        </Grid>
        <Grid size={12}>
          <EquipmentDetailsList
            records={records}
            reliability={reliability}
            equipmentHref={equipmentHref}
            action={props.registerLink}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
