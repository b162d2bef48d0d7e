import CircleIcon from 'virtual:icons/Circle';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MetricsFaultPlacement } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import type { IssueView } from '@shared/domain/metrics/views/equipment-page/view';

const BAND_COLOR: Record<MetricsFaultPlacement['band'], 'success' | 'warning' | 'error'> = {
  low: 'success',
  medium: 'warning',
  high: 'error',
};

/** Spec 2.13 List of Potential Issues with their place in the 5 × 5 risk matrix (spec 9.5). */
export function PotentialIssuesCard({ issues }: { issues: readonly IssueView[] }) {
  const { t } = useTranslation(['equipmentPage', 'enums']);
  const format = useFormat();
  return (
    <Panel title={t('issues.title')} subtitle={t('issues.subtitle')} testId="issues-card">
      {issues.length === 0 ? (
        <Typography color="text.secondary">{t('issues.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('issues.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('issues.fault')}</TableCell>
                <TableCell>{t('issues.impact')}</TableCell>
                <TableCell>{t('issues.likelihood')}</TableCell>
                <TableCell>{t('issues.band')}</TableCell>
                <TableCell align="right">{t('issues.downtime')}</TableCell>
                <TableCell align="right">{t('issues.timeToFailure')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {issues.map((issue) => (
                <TableRow key={issue.issueId}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {issue.fault}
                    </Typography>
                    {issue.details ? (
                      <Typography variant="body2" color="text.secondary">
                        {issue.details}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {issue.placement ? t(`enums:faultImpact.${issue.placement.impact}`) : '—'}
                  </TableCell>
                  <TableCell>
                    {issue.placement
                      ? t(`enums:faultLikelihood.${issue.placement.likelihood}`)
                      : '—'}
                  </TableCell>
                  <TableCell>
                    {issue.placement ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        icon={
                          <CircleIcon
                            aria-hidden
                            sx={{ color: `${BAND_COLOR[issue.placement.band]}.main` }}
                          />
                        }
                        label={t(`issues.bands.${issue.placement.band}`, {
                          score: issue.placement.score,
                        })}
                      />
                    ) : (
                      t('issues.notPlaced')
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {issue.potentialDowntimeHours === null
                      ? '—'
                      : t('units.hours', { value: format.number(issue.potentialDowntimeHours) })}
                  </TableCell>
                  <TableCell align="right">
                    {issue.timeToFailureWeeks === null
                      ? '—'
                      : t('units.weeks', { value: format.number(issue.timeToFailureWeeks) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Panel>
  );
}
