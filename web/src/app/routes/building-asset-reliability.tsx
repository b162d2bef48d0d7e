import BuildIcon from '@mui/icons-material/Build';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { buildingCurrencyOf, DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { replacementMeasureKey } from '@shared/domain/metrics/measures/from-obsolescence';
import { datePresetSchema, type DatePreset } from '@shared/schemas/enums/analysis';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { AddReplacementMeasureButton } from '@/features/asset-reliability/components/add-replacement-measure-button';
import { AssetReliabilityScreen } from '@/features/asset-reliability/components/asset-reliability-screen';
import { IssueDetail } from '@/features/asset-reliability/components/issue-detail';
import { issueRow } from '@/features/asset-reliability/utils/issue-rows';
import { useEquipmentRegister } from '@/features/equipment/api/use-equipment-register';
import { addMeasureOnce } from '@/features/measures/api/add-measure-once';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { FiguresGate } from '@/features/figures/components/figures-gate';

const PARTS = ['reliability'] as const;

/** The search parameter that keeps the Asset Health chart's period in the URL. */
const HEALTH_PARAM = 'health';

function IssueDetailRoute({
  buildingId,
  records,
  reliability,
  currency,
  equipmentHref,
}: {
  buildingId: string;
  records: Parameters<typeof AssetReliabilityScreen>[0]['records'];
  reliability: Parameters<typeof AssetReliabilityScreen>[0]['reliability'] | undefined;
  currency: string;
  equipmentHref: (equipmentId: string) => string;
}) {
  const { t } = useTranslation('assetReliability');
  const { equipmentId = '', issueId = '' } = useParams();
  const [search] = useSearchParams();
  const backHref = `${paths.buildingAssetReliability.getHref(buildingId)}?${search.toString()}`;
  const record = records[equipmentId];
  const issue = record?.issues?.[issueId];
  if (!record || !issue) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('issueDetail.unknownTitle')}
        description={t('issueDetail.unknownDescription')}
        action={
          <Button variant="contained" component={RouterLink} to={backHref}>
            {t('issueDetail.back')}
          </Button>
        }
      />
    );
  }
  return (
    <IssueDetail
      row={issueRow(equipmentId, record, issueId, issue, reliability)}
      placement={
        reliability?.equipment[equipmentId]?.faults.find((fault) => fault.issueId === issueId)
          ?.placement
      }
      currency={currency}
      backHref={backHref}
      equipmentHref={equipmentHref(equipmentId)}
    />
  );
}

/** Spec 2.12: the Asset Reliability tab from the stored reliability figures and the register. */
export default function BuildingAssetReliabilityRoute({
  buildingId,
  building,
  role,
}: BuildingTabProps) {
  const { t } = useTranslation('assetReliability');
  const parts = useMetricsParts(buildingId, PARTS);
  const register = useEquipmentRegister(buildingId);
  const [search, setSearch] = useSearchParams();
  const parsedPreset = datePresetSchema.safeParse(search.get(HEALTH_PARAM));
  const preset: DatePreset = parsedPreset.success ? parsedPreset.data : 'thisYear';
  const onPresetChange = useCallback(
    (next: DatePreset) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(HEALTH_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const registerHref = paths.buildingEquipment.getHref(buildingId);
  const equipmentHref = useCallback(
    (equipmentId: string) => paths.buildingEquipmentItem.getHref(buildingId, equipmentId),
    [buildingId],
  );
  const currency = buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY);
  const canEdit = canEditBuilding(role);
  const records = register.data?.records;
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      parts={parts}
      required={[]}
      waiting={!records}
    >
      {(values, statusBar) => {
        if (!records) return null;
        const reliability = values.reliability ?? undefined;
        if (Object.keys(records).length === 0) {
          return (
            <EmptyState
              icon={<BuildIcon />}
              title={t('empty.title')}
              description={t(canEdit ? 'empty.description' : 'empty.descriptionViewer')}
              action={
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={canEdit ? paths.buildingEquipment.getAddHref(buildingId) : registerHref}
                >
                  {t(canEdit ? 'empty.add' : 'empty.open')}
                </Button>
              }
            />
          );
        }
        const registerLink = (
          <Link component={RouterLink} to={registerHref} data-testid="open-register">
            {t('details.openRegister')}
          </Link>
        );
        return (
          <Routes>
            <Route
              index
              element={
                reliability ? (
                  <AssetReliabilityScreen
                    reliability={reliability}
                    records={records}
                    currency={currency}
                    preset={preset}
                    onPresetChange={onPresetChange}
                    equipmentHref={equipmentHref}
                    issueHref={(row) =>
                      `${paths.buildingAssetReliability.getHref(buildingId)}/issues/${encodeURIComponent(row.equipmentId)}/${encodeURIComponent(row.issueId)}?${search.toString()}`
                    }
                    header={statusBar}
                    registerLink={registerLink}
                    buildingId={buildingId}
                    canEdit={canEdit}
                    renderAddMeasure={
                      canEdit
                        ? (equipmentId) => {
                            const record = records[equipmentId];
                            const figures = reliability.equipment[equipmentId];
                            return record && figures ? (
                              <AddReplacementMeasureButton
                                equipmentId={equipmentId}
                                onAdd={(measure) =>
                                  addMeasureOnce(
                                    buildingId,
                                    replacementMeasureKey(equipmentId),
                                    measure,
                                  )
                                }
                                record={record}
                                figures={figures}
                                improveHref={paths.buildingImprove.getHref(buildingId)}
                              />
                            ) : null;
                          }
                        : undefined
                    }
                  />
                ) : (
                  <Stack spacing={2}>
                    {statusBar}
                    <EmptyState
                      icon={<BuildIcon />}
                      title={t('notComputed.title')}
                      description={t('notComputed.description')}
                      action={registerLink}
                    />
                  </Stack>
                )
              }
            />
            <Route
              path="issues/:equipmentId/:issueId"
              element={
                <IssueDetailRoute
                  buildingId={buildingId}
                  records={records}
                  reliability={reliability}
                  currency={currency}
                  equipmentHref={equipmentHref}
                />
              }
            />
          </Routes>
        );
      }}
    </FiguresGate>
  );
}
