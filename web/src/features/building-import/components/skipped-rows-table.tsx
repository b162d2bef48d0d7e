import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@shared/schemas/contracts/building-import';
import { useTranslation } from 'react-i18next';
import { useReasonText } from '../utils/use-reason-text';

/** Problems listed on screen; the rest are counted (the report keeps the first 1,000). */
const ISSUES_SHOWN = 100;

export interface SkippedRowsTableProps {
  report: ImportReport;
}

/** The skipped rows by line: line, column, reason and the value as written. */
export function SkippedRowsTable({ report }: SkippedRowsTableProps) {
  const { t } = useTranslation('buildingImport');
  const reasonText = useReasonText();
  const issues = report.skippedRows.slice(0, ISSUES_SHOWN);
  const notShown = report.skippedRows.length - issues.length + report.skippedRowsNotListed;
  if (issues.length === 0) return null;
  return (
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
      {notShown > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('result.moreIssues', { count: notShown })}
        </Typography>
      ) : null}
    </Box>
  );
}
