import ReportProblemIcon from 'virtual:icons/ReportProblem';
import RefreshIcon from 'virtual:icons/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { isPublicPath, paths } from '@/config/paths';
import {
  isChunkLoadError,
  noteStaleBuildReload,
  pageIsLeaving,
  staleBuildReloadDue,
} from '@/lib/stale-build';

export interface RouteErrorProps {
  /**
   * `screen`: in place of a screen, inside the signed-in frame (its menu stays usable);
   * `page`: the whole page, for a failure outside any screen (the frame's own code, a share).
   */
  layout: 'screen' | 'page';
}

function reloadPage() {
  window.location.reload();
}

/**
 * What the reader sees when a route cannot be shown (the routes' `errorElement`), in place of
 * React Router's untranslated message and stack. A screen whose code could not be loaded, which
 * is what a tab opened before a deploy meets (`lib/stale-build.ts`), reloads the page once to
 * load the new release; if that was already tried, or the failure is another one, it says so and
 * offers a reload. The error goes to the console for whoever investigates. A share (`/iframe/...`)
 * offers no way to the portfolio: its reader may have no account, and it is shown in other sites'
 * frames, where Hosting refuses to show any other page of Facet (`frame-ancestors 'none'`).
 */
export function RouteError({ layout }: RouteErrorProps) {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const inShare = isPublicPath(useLocation().pathname);
  const missingCode = isChunkLoadError(error);
  // Decided once, as the message first shows (a reload is made at most once in 30 s).
  // Not while the page is being left: its cancelled loads are no sign of a new release, and a
  // reload would replace where the reader is going.
  const [reloading] = useState(
    () => missingCode && !pageIsLeaving() && staleBuildReloadDue(window.sessionStorage, Date.now()),
  );

  useEffect(() => {
    console.error(error);
    if (!reloading || pageIsLeaving()) return;
    if (noteStaleBuildReload(window.sessionStorage, Date.now())) reloadPage();
  }, [error, reloading]);

  const content = reloading ? (
    <Stack
      role="status"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress size={24} aria-hidden />
      <span>{t('routeError.reloading')}</span>
    </Stack>
  ) : (
    <EmptyState
      icon={<ReportProblemIcon />}
      title={t(missingCode ? 'routeError.missingCode.title' : 'routeError.failed.title')}
      description={t(
        missingCode ? 'routeError.missingCode.description' : 'routeError.failed.description',
      )}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={reloadPage}>
            {t('routeError.reload')}
          </Button>
          {inShare ? null : (
            <Button variant="outlined" component={Link} to={paths.portfolio.getHref()}>
              {t('routeError.toPortfolio')}
            </Button>
          )}
        </Stack>
      }
    />
  );

  if (layout === 'screen') return content;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {t('appName')}
      </Typography>
      {content}
    </Container>
  );
}
