import MenuIcon from 'virtual:icons/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/ui/brand-link';
import { ThemeModeToggle } from '@/components/ui/theme-mode-toggle';
import { useAuth } from '@/lib/auth/use-auth';

/** The top bar of the signed-in frame; memoised (the frame passes it props that keep their identity). */
export const TopBar = memo(function TopBar({
  onOpenMenu,
  actions,
}: {
  onOpenMenu: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const { user } = useAuth();
  const who = user?.email ?? user?.displayName ?? '';
  return (
    <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onOpenMenu}
          aria-label={t('openMenu')}
          sx={{ mr: 1, display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <BrandLink />
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <Box
          sx={{
            display: { xs: 'none', sm: 'block' },
            mr: 2,
            '& .MuiToggleButton-root': { color: 'inherit' },
          }}
        >
          <ThemeModeToggle />
        </Box>
        <Tooltip title={t('signedInAs', { who })}>
          <Avatar
            sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}
            aria-label={t('signedInAs', { who })}
          >
            {who.slice(0, 1).toUpperCase() || '?'}
          </Avatar>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
});
