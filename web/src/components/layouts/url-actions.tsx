import ContentCopyIcon from 'virtual:icons/ContentCopy';
import LinkIcon from 'virtual:icons/Link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { createContext, memo, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch } from 'react-router-dom';
import {
  BuildingUrlActionsContext,
  PENDING_URL_ACTIONS,
  type UrlActionHandlers,
} from '@/components/layouts/building-url-actions-context';

/** The two menu entries, whatever they do; memoised (moving between screens keeps the handlers). */
const UrlEntries = memo(function UrlEntries({ copy, show, pending = false }: UrlActionHandlers) {
  const { t } = useTranslation('nav');
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton onClick={copy} disabled={pending} data-testid="nav-copy-url">
          <ListItemIcon>
            <ContentCopyIcon />
          </ListItemIcon>
          <ListItemText primary={t('entries.copyUrl')} />
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton onClick={show} disabled={pending} data-testid="nav-show-url">
          <ListItemIcon>
            <LinkIcon />
          </ListItemIcon>
          <ListItemText primary={t('entries.showUrl')} />
        </ListItemButton>
      </ListItem>
    </>
  );
});

/** The handlers of the page's own URL ({@link PageUrlActionsProvider}; disabled without it). */
const PageUrlActionsContext = createContext<UrlActionHandlers>(PENDING_URL_ACTIONS);

/**
 * "Copy Url" and "Show Url" in the menu (spec 2.4). On a building's pages the app layer's share
 * links take them (`BuildingUrlActionsContext`); elsewhere they give the page in view
 * ({@link PageUrlActionsProvider}), so a colleague who is a member of the building lands on the
 * same screen. Only the entries live in the menu: the dialogs they open are rendered outside it.
 */
export function UrlActions() {
  const building = useContext(BuildingUrlActionsContext);
  const page = useContext(PageUrlActionsContext);
  const onBuilding = useMatch('/building/:buildingId/*') !== null;
  return <UrlEntries {...(onBuilding && building ? building : page)} />;
}

/**
 * The page's own URL for the menu's entries below it: copied, or shown to copy by hand. Its
 * dialog and notice render beside `children`, outside the menu, so they stay open when the menu
 * changes form (`BuildingUrlActionsContext`).
 */
export function PageUrlActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useLocation(); // re-render on navigation so the shown URL is the current one
  const url = window.location.href;

  const handlers = useMemo<UrlActionHandlers>(() => {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(window.location.href);
        setNotice(t('url.copied'));
      } catch {
        setNotice(t('url.copyFailed'));
      }
    };
    return { copy: () => void copy(), show: () => setShown(true) };
  }, [t]);

  return (
    <PageUrlActionsContext.Provider value={handlers}>
      {children}
      <Dialog open={shown} onClose={() => setShown(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('url.title')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            value={url}
            label={t('url.label')}
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'shown-url' } }}
            onFocus={(event) => event.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={handlers.copy}>{t('entries.copyUrl')}</Button>
          <Button onClick={() => setShown(false)}>{t('url.close')}</Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </PageUrlActionsContext.Provider>
  );
}
