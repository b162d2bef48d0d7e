import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssetReliabilityView } from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import Button from '@mui/material/Button';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import { ToneChip } from '@/components/ui/tone-chip';

const VERDICT_COLOR = { repair: 'success', planReplacement: 'warning', replace: 'error' } as const;
/** Most urgent first: replace, then plan a replacement, then repair or no verdict. */
const VERDICT_RANK = { replace: 0, planReplacement: 1, repair: 2 } as const;
/** Assets shown at first and added by each "Show more": the card stays quick with hundreds. */
const PAGE = 10;

export interface ObsolescenceCardProps {
  /** The assets obsolete or with a replacement evaluated (`assetReliabilityView`). */
  obsolescence: AssetReliabilityView['obsolescence'];
  equipmentNames: Readonly<Record<string, string>>;
  equipmentHref: (equipmentId: string) => string;
  currency: string;
  /** "+ Add to Improvement Measures" of one asset's replacement, for owners and editors. */
  renderAddMeasure?: (equipmentId: string) => ReactNode;
}

/**
 * Spec 2.12 Functional Obsolescence & New Replacement: per asset, the obsolescence categories
 * and reasons (spec 9.7 wording; assessed by the user or shown by the data) and the replacement
 * evaluation of spec 3.13, with the repair-or-replace verdict.
 */
export function ObsolescenceCard({
  obsolescence,
  equipmentNames,
  equipmentHref,
  currency,
  renderAddMeasure,
}: ObsolescenceCardProps) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const [shown, setShown] = useState(PAGE);
  const assets = useMemo(
    () =>
      [...obsolescence].sort(
        (a, b) =>
          (a.repairOrReplace ? VERDICT_RANK[a.repairOrReplace.verdict] : 3) -
            (b.repairOrReplace ? VERDICT_RANK[b.repairOrReplace.verdict] : 3) ||
          (b.obsolescence?.length ?? 0) - (a.obsolescence?.length ?? 0) ||
          (equipmentNames[a.equipmentId] ?? '').localeCompare(equipmentNames[b.equipmentId] ?? ''),
      ),
    [obsolescence, equipmentNames],
  );
  const symbol = format.currencySymbol(currency);
  const thousands = (value: number | undefined) =>
    value === undefined ? '—' : format.number(value / 1000, 1);
  const replacementFigures = (asset: MetricsEquipmentReliability) => {
    const r = asset.replacement;
    if (!r) return [];
    return [
      [t('replacement.newValue', { symbol }), format.money(r.newReplacementValue, currency)],
      [t('replacement.maintenanceCost', { symbol }), format.money(r.maintenanceCost, currency)],
      [
        t('replacement.maintenanceSavings', { symbol }),
        format.money(r.annualMaintenanceSavings, currency),
      ],
      [t('replacement.energySavings'), format.energy(r.annualEnergySavingsKwh, 'MWh', 1)],
      [t('replacement.energyCostSavings', { symbol }), thousands(r.annualEnergyCostSavings)],
      [
        t('replacement.payback'),
        r.simplePaybackYears === undefined
          ? t('replacement.noPayback')
          : format.number(r.simplePaybackYears, 1),
      ],
      [t('replacement.irr'), r.irrPct === undefined ? '—' : format.percent(r.irrPct / 100, 1)],
      [t('replacement.co2'), format.number(r.co2AvoidedTonsPerYear, 1)],
      [
        t('replacement.currentEfficiency'),
        r.currentEfficiencyPct === undefined ? '—' : format.percent(r.currentEfficiencyPct / 100),
      ],
      [
        t('replacement.newEfficiency'),
        r.newEfficiencyPct === undefined ? '—' : format.percent(r.newEfficiencyPct / 100),
      ],
    ] as const;
  };
  return (
    <Panel
      title={t('obsolescence.title')}
      subtitle={t('obsolescence.subtitle')}
      testId="obsolescence"
    >
      {assets.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('obsolescence.empty')}
        </Typography>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={2} sx={{ mt: 1 }}>
          {assets.slice(0, shown).map((asset) => (
            <Box key={asset.equipmentId} data-testid={`obsolescence-${asset.equipmentId}`}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={equipmentHref(asset.equipmentId)}>
                    {equipmentNames[asset.equipmentId] ?? asset.equipmentId}
                  </Link>
                </Typography>
                {asset.repairOrReplace ? (
                  <ToneChip
                    size="small"
                    tone={VERDICT_COLOR[asset.repairOrReplace.verdict]}
                    label={t(`verdict.${asset.repairOrReplace.verdict}`)}
                  />
                ) : null}
                <Box sx={{ flex: 1 }} />
                {renderAddMeasure && asset.replacement ? renderAddMeasure(asset.equipmentId) : null}
              </Stack>
              {(asset.obsolescence ?? []).length > 0 ? (
                <Box component="ul" sx={{ my: 1, pl: 3 }}>
                  {(asset.obsolescence ?? []).map((finding) => (
                    <Typography
                      component="li"
                      variant="body2"
                      key={`${finding.category}/${finding.reason}`}
                    >
                      <strong>{t(`enums:obsolescenceCategory.${finding.category}`)}</strong>
                      {': '}
                      {t(`enums:obsolescenceReason.${finding.reason}`)}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        ({t(`obsolescence.source.${finding.source}`)})
                      </Typography>
                    </Typography>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                  {t('obsolescence.none')}
                </Typography>
              )}
              {asset.replacement ? (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr auto', md: 'repeat(2, 1fr auto)' },
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                  }}
                >
                  {replacementFigures(asset).map(([label, value]) => (
                    <Fragment key={label}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                        {value}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              ) : null}
            </Box>
          ))}
          {assets.length > shown ? (
            <Box>
              <Button
                onClick={() => setShown((count) => count + PAGE)}
                data-testid="obsolescence-more"
              >
                {t('obsolescence.showMore', {
                  count: Math.min(PAGE, assets.length - shown),
                  total: assets.length,
                })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
