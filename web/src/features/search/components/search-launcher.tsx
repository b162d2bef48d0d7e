import SearchIcon from 'virtual:icons/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { focusSearchBox } from '../utils/search-box-id';
import { isApplePlatform } from '../utils/shortcut';

/**
 * The top bar's way to Search, with its shortcut shown (Ctrl+K, ⌘K on Apple devices, or "/"):
 * the button and the shortcut open the Search screen, or focus its box when it is open.
 */
export function SearchLauncher() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shortcut = t(isApplePlatform(navigator.userAgent) ? 'shortcut.cmdK' : 'shortcut.ctrlK');
  const open = useCallback(() => {
    if (pathname === paths.search.getHref() && focusSearchBox()) return;
    void navigate(paths.search.getHref());
  }, [navigate, pathname]);
  useSearchShortcut(open);
  return (
    // The hint describes the button: named by its visible text ("Search Ctrl+K"), as WCAG 2.5.3
    // (label in name) asks, so speaking what is seen activates it.
    <Tooltip title={t('launcher.hint', { shortcut })} describeChild>
      <Button
        color="inherit"
        onClick={open}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K /"
        sx={{ mr: 2, textTransform: 'none', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('launcher.label')}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' }, ...visuallyHidden }}>
          {t('launcher.label')}
        </Box>
        <Box
          component="kbd"
          sx={{
            display: { xs: 'none', sm: 'inline-block' },
            ml: 1,
            px: 0.75,
            border: 1,
            borderColor: 'currentColor',
            borderRadius: 1,
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            lineHeight: 1.6,
          }}
        >
          {shortcut}
        </Box>
      </Button>
    </Tooltip>
  );
}
