import LinkOffIcon from 'virtual:icons/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShareLink } from '@shared/schemas/derived/share';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useShareLinks, useShareMutations } from '../api/use-share-links';
import { dayOfExpiry, expiryOfDay } from '../utils/share-expiry';
import { currentShareOf, DEFAULT_SECTIONS, shareUrlOf } from '../utils/share-url';
import { localDayOf } from '../utils/today';
import { ShareLinkPanel } from './share-link-panel';
import { settingsValid, ShareSettingsFields, type ShareSettings } from './share-settings-fields';
import { useShareErrorText } from './use-share-error-text';

export interface ShareDialogProps {
  user: AuthUser;
  buildingId: string;
  buildingName: string;
  /** The page's own URL, for members of the building (today's Show Url). */
  pageUrl: string;
  onCopy: (text: string) => void;
  onClose: () => void;
}

function settingsOf(link: ShareLink | undefined): ShareSettings {
  return {
    sections: link?.sections ?? DEFAULT_SECTIONS,
    expiryDay: dayOfExpiry(link?.expiresAtMs),
  };
}

/**
 * Show Url on a building's pages (spec 2.4): its share link with what it shows and until when, a
 * QR code, the HTML to embed it and Revoke; the owner creates one when there is none. Members who
 * are not the owner see the link; everyone sees the page's own URL too.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { user, buildingId, buildingName, onCopy, onClose } = props;
  const { t } = useTranslation('shares');
  const titleId = useId();
  const links = useShareLinks(user, buildingId);
  const { create, update, revoke } = useShareMutations(user);
  const errorText = useShareErrorText();
  const [nowMs] = useState(() => Date.now());
  const today = localDayOf(nowMs);
  const current = currentShareOf(links.data?.links, nowMs);
  const owner = links.data?.role === 'owner';
  const [edited, setEdited] = useState<{ token: string | null; value: ShareSettings } | null>(null);
  const token = current?.token ?? null;
  const settings = edited?.token === token && edited ? edited.value : settingsOf(current?.link);
  const [revoking, setRevoking] = useState(false);
  const busy = create.isPending || update.isPending;
  const failure = create.error ?? update.error ?? links.error;

  const save = () => {
    const expiresAtMs = expiryOfDay(settings.expiryDay);
    if (token === null) {
      create.mutate(
        { buildingId, sections: settings.sections, ...(expiresAtMs ? { expiresAtMs } : {}) },
        { onSuccess: () => setEdited(null) },
      );
    } else {
      update.mutate(
        { buildingId, token, sections: settings.sections, expiresAtMs },
        { onSuccess: () => setEdited(null) },
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('dialog.intro')}
          </Typography>
          {links.isPending ? <LinearProgress aria-label={t('dialog.loading')} /> : null}
          {failure ? <Alert severity="error">{errorText(failure)}</Alert> : null}
          {links.data && !current ? (
            <Alert severity="info" icon={<LinkOffIcon />} data-testid="share-none">
              {owner ? t('dialog.none') : t('dialog.noneOwnerOnly')}
            </Alert>
          ) : null}
          {current ? (
            <ShareLinkPanel
              url={shareUrlOf(window.location.origin, current.token)}
              title={t('dialog.embedTitle', { name: buildingName })}
              onCopy={onCopy}
            />
          ) : null}
          {links.data && owner ? (
            <ShareSettingsFields
              value={settings}
              onChange={(value) => setEdited({ token, value })}
              today={today}
              disabled={busy}
            />
          ) : null}
          {links.data && !owner && current ? (
            <Typography variant="body2" color="text.secondary">
              {t('dialog.ownerOnly')}
            </Typography>
          ) : null}
          <Divider />
          <TextField
            fullWidth
            size="small"
            value={props.pageUrl}
            label={t('dialog.pageUrl')}
            helperText={t('dialog.pageUrlHelp')}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'shown-url' } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {owner && current ? (
          <Button color="error" onClick={() => setRevoking(true)} data-testid="share-revoke">
            {t('dialog.revoke')}
          </Button>
        ) : null}
        {owner ? (
          <Button
            variant="contained"
            disabled={busy || !settingsValid(settings, today)}
            onClick={save}
            data-testid="share-save"
          >
            {current ? t('dialog.save') : t('dialog.create')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
      {revoking && current ? (
        <ConfirmDialog
          title={t('confirmRevoke.title')}
          description={t('confirmRevoke.description')}
          confirmLabel={t('confirmRevoke.confirm')}
          cancelLabel={t('confirmRevoke.cancel')}
          failedText={t('confirmRevoke.failed')}
          tone="error"
          onConfirm={async () => {
            await revoke.mutateAsync({ buildingId, token: current.token });
            setRevoking(false);
          }}
          onCancel={() => setRevoking(false)}
        />
      ) : null}
    </Dialog>
  );
}
