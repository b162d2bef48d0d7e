import Alert from '@mui/material/Alert';
import type { ImportReport } from '@shared/schemas/contracts/building-import';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { summariseImport } from '../utils/import-summary';
import { ImportResult } from './import-result';
import { NothingImported } from './nothing-imported';

export interface ImportOutcomeProps {
  report: ImportReport;
  onOpenBuilding: () => void;
}

/**
 * An upload the server answered with its report: spec 2.6's "Upload Successful!" when it created
 * or updated a building, otherwise that nothing was imported, why and what to do; that the new
 * buildings' figures wait for the nightly run when they could not be queued; then the result
 * either way.
 */
export function ImportOutcome({ report, onOpenBuilding }: ImportOutcomeProps) {
  const { t } = useTranslation('buildingImport');
  const summary = useMemo(() => summariseImport(report), [report]);
  return (
    <>
      {summary.imported ? (
        <Alert severity="success" data-testid="import-success">
          {t('dialog.success')}
        </Alert>
      ) : (
        <NothingImported summary={summary} />
      )}
      {report.figuresDelayed && (
        <Alert severity="info" data-testid="import-figures-delayed">
          {t('dialog.figuresDelayed')}
        </Alert>
      )}
      <ImportResult report={report} summary={summary} onOpenBuilding={onOpenBuilding} />
    </>
  );
}
