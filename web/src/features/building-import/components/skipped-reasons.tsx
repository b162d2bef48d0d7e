import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReasonRows } from '../utils/import-summary';
import { useReasonText } from '../utils/use-reason-text';

export interface SkippedReasonsProps {
  reasons: readonly ReasonRows[];
}

/** Every reason rows were skipped for, with its rows over the whole file, most first. */
export function SkippedReasons({ reasons }: SkippedReasonsProps) {
  const { t } = useTranslation('buildingImport');
  const reasonText = useReasonText();
  if (reasons.length === 0) return null;
  return (
    <Box data-testid="import-skipped-reasons">
      <Typography variant="subtitle2" component="h3">
        {t('result.skippedReasons')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {reasons.map(({ reason, rows }) => (
          <li key={reason}>
            {reasonText(reason)}: {t('result.reasonRows', { count: rows })}
          </li>
        ))}
      </Box>
    </Box>
  );
}
