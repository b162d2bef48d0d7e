import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@shared/schemas/building-import';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useReasonText } from '../utils/use-reason-text';

/** Buildings and problems listed on screen; the rest are counted (the report keeps them all). */
const BUILDINGS_SHOWN = 50;
const ISSUES_SHOWN = 100;
/** Unused columns named (a Portfolio Manager export leaves ~240 unused). */
const UNUSED_NAMED = 12;

export interface ImportResultProps {
  report: ImportReport;
  /** Called when a building link is followed (the dialog closes). */
  onOpenBuilding: () => void;
}

/** After a successful upload: counts, links to the imported buildings, skipped rows by line. */
export function ImportResult({ report, onOpenBuilding }: ImportResultProps) {
  const { t } = useTranslation('buildingImport');
  const reasonText = useReasonText();
  const buildings = report.buildings.slice(0, BUILDINGS_SHOWN);
  const buildingsNotShown =
    report.buildings.length - buildings.length + (report.buildingsNotListed ?? 0);
  const issues = report.skippedRows.slice(0, ISSUES_SHOWN);
  const issuesNotShown = report.skippedRows.length - issues.length + report.skippedRowsNotListed;
  const unknown = report.unusedColumns;
  return (
    <Stack spacing={1.5} data-testid="import-result">
      <Typography variant="body2" color="text.secondary">
        {t('result.format', { format: t(`result.formats.${report.format}`) })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="import-counts">
        <Typography fontWeight="bold">{t('result.created', { count: report.created })}</Typography>
        <Typography fontWeight="bold">{t('result.updated', { count: report.updated })}</Typography>
        <Typography fontWeight="bold">{t('result.skipped', { count: report.skipped })}</Typography>
      </Stack>
      {report.created > 0 ? <Alert severity="info">{t('result.temporaryNote')}</Alert> : null}
      {buildings.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('result.buildings')}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, maxHeight: 180, overflow: 'auto', typography: 'body2' }}
          >
            {buildings.map((entry) => (
              <li key={entry.buildingId}>
                <Link
                  component={RouterLink}
                  to={paths.building.getHref(entry.buildingId)}
                  onClick={onOpenBuilding}
                >
                  {entry.name}
                </Link>{' '}
                ({t(`result.action.${entry.action}`)}, {t('result.atLine', { line: entry.line })})
              </li>
            ))}
          </Box>
          {buildingsNotShown > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('result.moreBuildings', { count: buildingsNotShown })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {issues.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('result.skippedRows')}
          </Typography>
          <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
            <Table size="small" data-testid="import-skipped">
              <TableHead>
                <TableRow>
                  <TableCell>{t('result.line')}</TableCell>
                  <TableCell>{t('result.column')}</TableCell>
                  <TableCell>{t('result.reason')}</TableCell>
                  <TableCell>{t('result.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {issues.map((issue, index) => (
                  <TableRow key={`${issue.line}-${issue.columnIndex ?? 'row'}-${index}`}>
                    <TableCell>{issue.line}</TableCell>
                    <TableCell>{issue.column ?? ''}</TableCell>
                    <TableCell>{reasonText(issue.reason, issue.line)}</TableCell>
                    <TableCell>{issue.value ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {issuesNotShown > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('result.moreIssues', { count: issuesNotShown })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {unknown.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="import-unused">
          {t('result.unusedColumns', {
            count: unknown.length,
            names:
              unknown
                .slice(0, UNUSED_NAMED)
                .map((column) => column.header)
                .join(', ') + (unknown.length > UNUSED_NAMED ? ', …' : ''),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
