import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DumpStateButton } from '@/components/layouts/dump-state-button';
import { paths } from '@/config/paths';

/** The signed-in frame's footer; memoised (it has no props, so it renders again only for its language). */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 2, mt: 'auto' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
      >
        <Typography variant="body2">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Link
          component={RouterLink}
          to={paths.termsOfService.getHref()}
          variant="body2"
          color="inherit"
        >
          {t('footer.terms')}
        </Link>
        <Typography variant="body2">{t('footer.version', { version: __APP_VERSION__ })}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        <DumpStateButton />
      </Stack>
    </Box>
  );
});
