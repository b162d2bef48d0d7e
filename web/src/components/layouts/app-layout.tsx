import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layouts/footer';
import { NavDrawerContent } from '@/components/layouts/nav-drawer';
import { PageUrlActionsProvider } from '@/components/layouts/url-actions';
import { TopBar } from '@/components/layouts/top-bar';
import { LoadingScreen } from '@/components/ui/loading-screen';

const DRAWER_WIDTH = 272;

/**
 * Signed-in frame: top bar, navigation menu (permanent from md up), screen, footer. The dialogs
 * the menu's entries open render outside the menu (`PageUrlActionsProvider`), which is mounted
 * anew when it switches between its two forms.
 * `buildingName` names the selected building in the menu (the app layer looks it up);
 * `topBarActions` are shown in the top bar (the app layer's Search launcher);
 * `unreadMessages` badges the Messages entry of the menu (the app layer counts them, live).
 *
 * Memoised, its parts too: moving between screens, or a building's name or the unread count
 * arriving, renders only what shows them, not the whole frame (`topBarActions` must keep its
 * identity; docs/web-app.md, "The frame renders only what changed").
 */
export const AppLayout = memo(function AppLayout({
  buildingName,
  topBarActions,
  unreadMessages,
}: {
  buildingName?: string | null | undefined;
  topBarActions?: ReactNode;
  unreadMessages?: number | undefined;
}) {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <PageUrlActionsProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <TopBar onOpenMenu={openMenu} actions={topBarActions} />
        <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
          <Drawer
            variant={permanent ? 'permanent' : 'temporary'}
            open={permanent || menuOpen}
            onClose={closeMenu}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {permanent ? <Toolbar /> : null}
            <NavDrawerContent
              onNavigate={closeMenu}
              buildingName={buildingName}
              unreadMessages={unreadMessages}
            />
          </Drawer>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
            <Suspense fallback={<LoadingScreen inline />}>
              <Outlet />
            </Suspense>
          </Container>
          <Footer />
        </Box>
      </Box>
    </PageUrlActionsProvider>
  );
});
