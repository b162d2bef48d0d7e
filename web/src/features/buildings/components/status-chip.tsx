import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PortfolioRow } from '../utils/portfolio-rows';

/** Spec 2.5: Permanent, or the "Temporary Building" label. */
export function StatusChip({ status }: { status: PortfolioRow['status'] }) {
  const { t } = useTranslation('buildings');
  return status === 'temporary' ? (
    <Chip size="small" color="warning" variant="outlined" label={t('status.temporary')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('status.permanent')} />
  );
}
