import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@shared/schemas/contracts/building-import';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ImportSummary } from '../utils/import-summary';
import { SkippedReasons } from './skipped-reasons';
import { SkippedRowsTable } from './skipped-rows-table';
import { UnusedColumns } from './unused-columns';

/** Buildings listed on screen; the rest are counted (the report keeps them all). */
const BUILDINGS_SHOWN = 50;

export interface ImportResultProps {
  report: ImportReport;
  summary: ImportSummary;
  /** Called when a building link is followed (the dialog closes). */
  onOpenBuilding: () => void;
}

/**
 * What an upload imported and what not: counts, the reporting years and the history kept, links
 * to the imported buildings, why rows were skipped (all rows) and the skipped rows by line, and
 * the columns not read with why.
 */
export function ImportResult({ report, summary, onOpenBuilding }: ImportResultProps) {
  const { t } = useTranslation('buildingImport');
  const buildings = report.buildings.slice(0, BUILDINGS_SHOWN);
  const buildingsNotShown =
    report.buildings.length - buildings.length + (report.buildingsNotListed ?? 0);
  return (
    <Stack spacing={1.5} data-testid="import-result">
      <Typography variant="body2" color="text.secondary">
        {t('result.format', { format: t(`result.formats.${report.format}`) })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="import-counts">
        <Typography fontWeight="bold">{t('result.created', { count: report.created })}</Typography>
        <Typography fontWeight="bold">{t('result.updated', { count: report.updated })}</Typography>
        {report.unchanged > 0 ? (
          <Typography fontWeight="bold">
            {t('result.unchanged', { count: report.unchanged })}
          </Typography>
        ) : null}
        <Typography fontWeight="bold">{t('result.skipped', { count: report.skipped })}</Typography>
      </Stack>
      {report.years ? (
        <Typography variant="body2" data-testid="import-years">
          {t('result.years', {
            // Years as written: a number format would group them (2,019).
            first: String(report.years.first),
            last: String(report.years.last),
            count: report.years.earlierRows,
          })}
        </Typography>
      ) : null}
      {report.historyYears > 0 ? (
        <Typography variant="body2" data-testid="import-history">
          {t('result.history', { count: report.historyYears })}
        </Typography>
      ) : null}
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
      <SkippedReasons reasons={summary.reasons} />
      <SkippedRowsTable report={report} />
      <UnusedColumns summary={summary} />
    </Stack>
  );
}
