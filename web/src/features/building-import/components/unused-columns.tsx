import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '../utils/import-summary';

export interface UnusedColumnsProps {
  summary: Pick<ImportSummary, 'unused' | 'unusedNotListed'>;
}

/**
 * The columns the import did not read, grouped by why: unknown to it, a second column for a
 * field another column gives, or a unit that does not fit the field.
 */
export function UnusedColumns({ summary }: UnusedColumnsProps) {
  const { t } = useTranslation('buildingImport');
  const listed = summary.unused.reduce((sum, group) => sum + group.headers.length, 0);
  const total = listed + summary.unusedNotListed;
  if (total === 0) return null;
  return (
    <Box data-testid="import-unused">
      <Typography variant="subtitle2" component="h3">
        {t('result.unusedTitle', { count: total })}
      </Typography>
      <Box sx={{ maxHeight: 180, overflow: 'auto', typography: 'body2' }}>
        {summary.unused.map(({ reason, headers }) => (
          <Box key={reason} sx={{ mt: 0.5 }} data-testid={`import-unused-${reason}`}>
            <Typography variant="body2" component="span" fontWeight="bold">
              {t(`result.unusedReason.${reason}`)} ({headers.length}):
            </Typography>{' '}
            <Typography variant="body2" component="span" color="text.secondary">
              {headers.join(', ')}
            </Typography>
          </Box>
        ))}
      </Box>
      {summary.unusedNotListed > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('result.unusedNotListed', { count: summary.unusedNotListed })}
        </Typography>
      ) : null}
    </Box>
  );
}
