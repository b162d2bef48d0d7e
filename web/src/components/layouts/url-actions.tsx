import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * "Copy Url" and "Show Url" (spec 2.4) for the page in view, so a colleague who is a member of the
 * building lands on the same screen. Public read-only links come with share links.
 */
export function UrlActions() {
  const { t } = useTranslation('nav');
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useLocation(); // re-render on navigation so the shown URL is the current one
  const url = window.location.href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice(t('url.copied'));
    } catch {
      setNotice(t('url.copyFailed'));
    }
  };

  return (
    <>
      <ListItemButton onClick={() => void copy()} data-testid="nav-copy-url">
        <ListItemIcon>
          <ContentCopyIcon />
        </ListItemIcon>
        <ListItemText primary={t('entries.copyUrl')} />
      </ListItemButton>
      <ListItemButton onClick={() => setShown(true)} data-testid="nav-show-url">
        <ListItemIcon>
          <LinkIcon />
        </ListItemIcon>
        <ListItemText primary={t('entries.showUrl')} />
      </ListItemButton>
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
          <Button onClick={() => void copy()}>{t('entries.copyUrl')}</Button>
          <Button onClick={() => setShown(false)}>{t('url.close')}</Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
