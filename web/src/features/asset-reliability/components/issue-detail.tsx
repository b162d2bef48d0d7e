import ArrowBackIcon from 'virtual:icons/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MetricsFaultPlacement } from '@shared/schemas/derived/metrics-reliability';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import type { IssueRow } from '../utils/issue-rows';
import { ToneChip } from '@/components/ui/tone-chip';

const BAND_COLOR = { low: 'success', medium: 'warning', high: 'error' } as const;

/**
 * Spec 2.12 Issue Detail: one potential issue of an equipment with its Annual Maintenance Cost
 * and Energy Consumption (MWh), every figure of spec 3.13 and its place in the risk matrix.
 */
export function IssueDetail({
  row,
  placement,
  currency,
  backHref,
  equipmentHref,
}: {
  row: IssueRow;
  placement: MetricsFaultPlacement | undefined;
  currency: string;
  backHref: string;
  equipmentHref: string;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const number = (value: number | null, unit: 'hours' | 'weeks') =>
    value === null ? '—' : t(`units.${unit}`, { value: format.number(value, 1) });
  const figures: [string, string, string][] = [
    [
      'annualMaintenanceCost',
      t('issueDetail.annualMaintenanceCost', { symbol }),
      format.money(row.annualMaintenanceCost, currency) || '—',
    ],
    [
      'energyConsumption',
      t('issueDetail.energyConsumption'),
      row.energyConsumptionKwh === null ? '—' : format.energy(row.energyConsumptionKwh, 'MWh', 1),
    ],
    [
      'potentialDowntime',
      t('issues.potentialDowntime'),
      number(row.potentialDowntimeHours, 'hours'),
    ],
    [
      'sparePartsLeadTime',
      t('issues.sparePartsLeadTime'),
      number(row.sparePartsLeadTimeWeeks, 'weeks'),
    ],
    ['timeToFailure', t('issues.timeToFailure'), number(row.timeToFailureWeeks, 'weeks')],
    [
      'exceedsThresholdIn',
      t('issues.exceedsThresholdIn'),
      number(row.exceedsThresholdInWeeks, 'weeks'),
    ],
    ['avgPartsLeadTime', t('issues.avgPartsLeadTime'), number(row.avgPartsLeadTimeWeeks, 'weeks')],
    ['avgTimeToRepair', t('issues.avgTimeToRepair'), number(row.avgTimeToRepairHours, 'hours')],
  ];
  return (
    <Stack spacing={2} data-testid="issue-detail">
      <Box>
        <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />}>
          {t('issueDetail.back')}
        </Button>
      </Box>
      <Box>
        <Typography variant="h5" component="h2">
          {row.fault}
        </Typography>
        <Typography color="text.secondary">
          <Link component={RouterLink} to={equipmentHref}>
            {row.asset}
          </Link>
          {row.subSystem ? ` · ${t(`enums:subSystem.${row.subSystem}`)}` : ''}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={t('issueDetail.figures')}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: 2,
                rowGap: 1,
                m: 0,
                mt: 1,
              }}
            >
              {figures.map(([key, label, value]) => (
                <Fragment key={key}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, textAlign: 'right' }}
                    data-testid={`issue-${key}`}
                  >
                    {value}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {row.details ? (
              <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{row.details}</Typography>
            ) : null}
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={t('issueDetail.risk')}>
            {placement ? (
              <Stack spacing={1} sx={{ mt: 1 }}>
                <Box>
                  <ToneChip
                    tone={BAND_COLOR[placement.band]}
                    label={t('issueDetail.band', {
                      band: t(`risk.band.${placement.band}`),
                      score: placement.score,
                    })}
                  />
                </Box>
                <Typography>
                  {t('issueDetail.likelihood', {
                    value: t(`enums:faultLikelihood.${placement.likelihood}`),
                    source: t(`issueDetail.likelihoodSource.${placement.likelihoodSource}`),
                  })}
                </Typography>
                <Typography>
                  {t('issueDetail.impact', {
                    value: t(`enums:faultImpact.${placement.impact}`),
                    source: t(`issueDetail.impactSource.${placement.impactSource}`),
                  })}
                </Typography>
              </Stack>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('issueDetail.notPlaced')}
              </Typography>
            )}
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  );
}
