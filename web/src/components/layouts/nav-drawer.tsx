import AssessmentIcon from 'virtual:icons/Assessment';
import BuildIcon from 'virtual:icons/Build';
import BusinessIcon from 'virtual:icons/Business';
import CompareArrowsIcon from 'virtual:icons/CompareArrows';
import DashboardIcon from 'virtual:icons/Dashboard';
import EditIcon from 'virtual:icons/Edit';
import LogoutIcon from 'virtual:icons/Logout';
import MailIcon from 'virtual:icons/Mail';
import SearchIcon from 'virtual:icons/Search';
import SettingsIcon from 'virtual:icons/Settings';
import TrendingUpIcon from 'virtual:icons/TrendingUp';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSelect } from '@/components/ui/language-select';
import {
  buildingEntries,
  portfolioEntries,
  type NavEntryId,
  type NavLinkEntry,
} from '@/components/layouts/nav-entries';
import { UrlActions } from '@/components/layouts/url-actions';
import { useSelectedBuildingId } from '@/components/layouts/use-selected-building';
import { useAuth } from '@/lib/auth/use-auth';

const ICONS: Record<NavEntryId, typeof BusinessIcon> = {
  building: BusinessIcon,
  dashboard: DashboardIcon,
  search: SearchIcon,
  messages: MailIcon,
  settings: SettingsIcon,
  performance: AssessmentIcon,
  comparison: CompareArrowsIcon,
  improve: TrendingUpIcon,
  assetReliability: BuildIcon,
  edit: EditIcon,
};

/**
 * The menu's entries: only the entries whose selection or badge changes render again when the
 * user moves between screens (`NavLink`); the menu around them does not (docs/web-app.md, "The
 * frame renders only what changed").
 */
function NavLinks({
  entries,
  onNavigate,
  unreadMessages = 0,
}: {
  entries: NavLinkEntry[];
  onNavigate: () => void;
  unreadMessages?: number | undefined;
}) {
  const { pathname } = useLocation();
  return entries.map(({ id, href }) => (
    <NavLink
      key={id}
      id={id}
      href={href}
      selected={href !== null && pathname === href}
      unread={id === 'messages' ? unreadMessages : 0}
      onNavigate={onNavigate}
    />
  ));
}

const NavLink = memo(function NavLink({
  id,
  href,
  selected,
  unread,
  onNavigate,
}: NavLinkEntry & { selected: boolean; unread: number; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const Icon = ICONS[id];
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={href ?? '#'}
        disabled={href === null}
        selected={selected}
        onClick={onNavigate}
        data-testid={`nav-${id}`}
        {...(unread > 0 ? { 'aria-label': t('messagesUnread', { count: unread }) } : {})}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(`entries.${id}`)} />
        {/* After the entry's text, uncapped and apart from it (the space), so the entry reads
            "Messages 12" as its accessible name "Messages, 12 unread" does (WCAG 2.5.3). */}
        {unread > 0 ? ' ' : null}
        {unread > 0 ? (
          <Box
            component="span"
            aria-hidden
            data-testid={`nav-${id}-badge`}
            sx={{
              ml: 1,
              px: 0.75,
              minWidth: 20,
              borderRadius: 10,
              textAlign: 'center',
              typography: 'caption',
              fontWeight: 500,
              lineHeight: '20px',
              bgcolor: 'error.main',
              color: 'error.contrastText',
            }}
          >
            {unread}
          </Box>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
});

/** The entries about the selected building, under its name (the route says which building). */
function BuildingLinks({
  onNavigate,
  buildingName,
}: {
  onNavigate: () => void;
  buildingName: string | null | undefined;
}) {
  const { t } = useTranslation('nav');
  const buildingId = useSelectedBuildingId();
  return (
    <List
      dense
      subheader={
        <ListSubheader sx={{ lineHeight: 1.4, py: 1.5 }}>
          {buildingId
            ? t('sections.building', { name: buildingName ?? buildingId })
            : t('sections.noBuilding')}
        </ListSubheader>
      }
    >
      <NavLinks entries={buildingEntries(buildingId)} onNavigate={onNavigate} />
      <UrlActions />
    </List>
  );
}

/**
 * The navigation menu of spec 2.4. Memoised, and without reading the route itself: moving
 * between screens renders only the entries that change (`onNavigate` must keep its identity).
 */
export const NavDrawerContent = memo(function NavDrawerContent({
  onNavigate,
  buildingName,
  unreadMessages,
}: {
  onNavigate: () => void;
  /** How the selected building is called (its title), when known. */
  buildingName?: string | null | undefined;
  /** Unread messages, shown as a badge on Messages (and in its accessible name). */
  unreadMessages?: number | undefined;
}) {
  const { t } = useTranslation('nav');
  const { logout } = useAuth();
  return (
    <Box
      component="nav"
      aria-label={t('label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <List dense subheader={<ListSubheader>{t('sections.portfolio')}</ListSubheader>}>
        <NavLinks
          entries={portfolioEntries()}
          onNavigate={onNavigate}
          unreadMessages={unreadMessages}
        />
      </List>
      <Divider />
      <BuildingLinks onNavigate={onNavigate} buildingName={buildingName} />
      <Divider />
      <Box sx={{ p: 2 }}>
        <LanguageSelect fullWidth />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton onClick={() => void logout()} data-testid="nav-logout">
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('entries.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
});
