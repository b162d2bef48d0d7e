import BugReportIcon from 'virtual:icons/BugReport';
import Button from '@mui/material/Button';
import { useColorScheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { buildStateDump, isDebugEnabled, stateDumpFileName } from '@/lib/debug/state-dump';
import { usingEmulators } from '@/lib/firebase';

/** Spec 2.1's hidden "Dump State" button: visible with `?debug=1`, downloads the app state as JSON. */
export function DumpStateButton() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { user } = useAuth();
  const { mode, systemMode } = useColorScheme();
  const queryClient = useQueryClient();
  if (!isDebugEnabled(location.search, window.sessionStorage)) return null;

  const download = () => {
    const now = new Date();
    const dump = buildStateDump({
      now,
      app: { version: __APP_VERSION__, mode: import.meta.env.MODE, emulators: usingEmulators },
      auth: { uid: user?.uid ?? null },
      route: { pathname: location.pathname, search: location.search, hash: location.hash },
      language: i18n.language,
      theme: { mode, systemMode },
      queryCacheKeys: queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
      analyticsEvents: window.__FACET_ANALYTICS__?.length ?? 0,
    });
    const blob = new Blob([JSON.stringify(dump, null, 2)], { type: 'application/json' });
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = stateDumpFileName(now);
    anchor.click();
    URL.revokeObjectURL(href);
  };

  return (
    <Button size="small" color="inherit" startIcon={<BugReportIcon />} onClick={download}>
      {t('debug.dumpState')}
    </Button>
  );
}
