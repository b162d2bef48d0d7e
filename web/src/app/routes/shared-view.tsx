import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * Public read-only views under /iframe (spec 2.1), opened from share links without signing in.
 * Share links are not issued yet, so every token is unknown.
 */
export default function SharedViewRoute() {
  const { t } = useTranslation('screens');
  return (
    <Box sx={{ p: 3 }} data-testid="shared-view">
      <EmptyState
        icon={<LinkOffIcon />}
        title={t('shared.title')}
        description={t('shared.unknownLink')}
      />
    </Box>
  );
}
