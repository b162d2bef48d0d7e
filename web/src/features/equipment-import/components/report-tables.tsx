import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EquipmentImportReport } from '@shared/schemas/contracts/equipment-import';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyText } from '../utils/use-key-text';

function ScrollTable({
  title,
  testId,
  head,
  children,
}: {
  title: string;
  testId: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box sx={{ maxHeight: 240, overflow: 'auto' }} tabIndex={0} aria-label={title} role="region">
        <Table size="small" stickyHeader data-testid={testId}>
          <TableHead>
            <TableRow>
              {head.map((cell) => (
                <TableCell key={cell}>{cell}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The skipped rows by line: column, reason (translated) and the value as written. */
export function SkippedTable({ report }: { report: EquipmentImportReport }) {
  const { t } = useTranslation('equipmentImport');
  const keyText = useKeyText();
  if (report.skipped.length === 0) return null;
  const notListed = report.skippedCount - report.skipped.length;
  return (
    <>
      <ScrollTable
        title={t('result.skippedTitle')}
        testId="equipment-import-skipped"
        head={[t('result.line'), t('result.column'), t('result.reason'), t('result.value')]}
      >
        {report.skipped.map((issue, index) => (
          <TableRow key={`${issue.line}-${index}`}>
            <TableCell>{issue.line}</TableCell>
            <TableCell>{issue.column ?? ''}</TableCell>
            <TableCell>{keyText(issue.reason, issue.line)}</TableCell>
            <TableCell>{issue.value ?? ''}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      {notListed > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('result.moreSkipped', { count: notListed })}
        </Typography>
      ) : null}
    </>
  );
}

/** The imported rows by line: Equipment ID and whether it was created, updated or unchanged. */
export function EntriesTable({ report }: { report: EquipmentImportReport }) {
  const { t } = useTranslation('equipmentImport');
  if (report.entries.length === 0) return null;
  return (
    <ScrollTable
      title={t('result.entriesTitle')}
      testId="equipment-import-entries"
      head={[t('result.line'), t('result.equipmentId'), t('result.outcome')]}
    >
      {report.entries.map((entry) => (
        <TableRow key={`${entry.line}-${entry.equipmentId}`}>
          <TableCell>{entry.line}</TableCell>
          <TableCell>{entry.assetId}</TableCell>
          <TableCell>{t(`result.actions.${entry.action}`)}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
