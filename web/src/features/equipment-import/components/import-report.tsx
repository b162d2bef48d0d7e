import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EquipmentImportReport } from '@shared/schemas/contracts/equipment-import';
import { useTranslation } from 'react-i18next';
import { EntriesTable, SkippedTable } from './report-tables';

/**
 * The import's result as the server answered it: created, updated, unchanged and skipped counts
 * (or that nothing was written), how the file was read (decimal separator and date order, and
 * whether each was detected or assumed), the columns not read and why, the rows skipped with
 * their reasons and the rows imported.
 */
export function ImportReport({ report }: { report: EquipmentImportReport }) {
  const { t } = useTranslation('equipmentImport');
  const imported = report.created + report.updated + report.unchanged;
  const { decimalSeparator, dateOrder } = report.conventions;
  return (
    <Stack spacing={2} data-testid="equipment-import-report">
      {imported === 0 ? (
        <Alert severity="warning">{t('result.nothingImported')}</Alert>
      ) : (
        <Alert severity={report.skippedCount > 0 ? 'info' : 'success'}>
          <Typography component="h3" variant="subtitle2">
            {t('result.title')}
          </Typography>
          <Typography data-testid="equipment-import-counts">
            {[
              t('result.created', { count: report.created }),
              t('result.updated', { count: report.updated }),
              t('result.unchanged', { count: report.unchanged }),
              t('result.skipped', { count: report.skippedCount }),
            ].join(' · ')}
          </Typography>
        </Alert>
      )}
      {report.subSystemInferred > 0 ? (
        <Typography variant="body2">
          {t('result.inferred', { count: report.subSystemInferred })}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('result.conventionsTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="equipment-import-conventions">
          <li>
            <Typography variant="body2">
              {t(`result.decimal.${decimalSeparator.value === ',' ? 'comma' : 'point'}`)} (
              {t(`result.basis.${decimalSeparator.basis}`)})
            </Typography>
          </li>
          {dateOrder ? (
            <li>
              <Typography variant="body2">
                {t(`result.dateOrder.${dateOrder.value}`)} ({t(`result.basis.${dateOrder.basis}`)})
              </Typography>
            </li>
          ) : null}
        </Box>
      </Box>
      {report.unusedColumns.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('result.unusedTitle')}
          </Typography>
          <Typography variant="body2" data-testid="equipment-import-unused">
            {report.unusedColumns
              .map((column) => `${column.header} (${t(`result.unused.${column.reason}`)})`)
              .join(', ')}
          </Typography>
        </Box>
      ) : null}
      <SkippedTable report={report} />
      <EntriesTable report={report} />
    </Stack>
  );
}
