import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlActionHandlers } from '@/components/layouts/building-url-actions-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AuthUser } from '@/lib/auth/auth-service';
import { nowMs } from '@/lib/clock';
import { shareLinksQueryOptions, useShareMutations } from '../api/use-share-links';
import { currentShareOf, DEFAULT_SECTIONS, shareUrlOf } from '../utils/share-url';
import { ShareDialog } from './share-dialog';
import { useShareErrorText } from './use-share-error-text';

export interface BuildingShareActionsProps {
  user: AuthUser;
  buildingId: string;
  buildingName: string;
  /**
   * Takes the handlers of the menu's Copy Url and Show Url once they act (the same ones for as
   * long as this is mounted), and null when it unmounts.
   */
  onHandlers: (handlers: UrlActionHandlers | null) => void;
}

/**
 * Copy Url and Show Url on a building's pages (spec 2.4). Copy Url copies the building's share
 * link; when there is none, its owner is asked before one is created (showing every screen, to
 * be narrowed in Show Url); other members get the page's URL and are told that only the owner
 * creates share links. Show Url opens the share dialog.
 *
 * It renders only the dialogs and the notice, outside the menu, and gives the menu's entries
 * their handlers (`onHandlers`): the menu is mounted anew when it changes form, and a dialog it
 * held would close (`BuildingUrlActionsContext`).
 */
export function BuildingShareActions({
  user,
  buildingId,
  buildingName,
  onHandlers,
}: BuildingShareActionsProps) {
  const { t } = useTranslation('shares');
  const queryClient = useQueryClient();
  const { create } = useShareMutations(user);
  const errorText = useShareErrorText();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const write = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(done);
    } catch {
      setNotice(t('notice.copyFailed'));
    }
  };

  const copy = async () => {
    try {
      const reply = await queryClient.fetchQuery(shareLinksQueryOptions(user, buildingId));
      const current = currentShareOf(reply.links, nowMs());
      if (current) {
        await write(shareUrlOf(window.location.origin, current.token), t('notice.copied'));
      } else if (reply.role === 'owner') {
        setConfirming(true);
      } else {
        await write(window.location.href, t('notice.pageCopiedOwnerOnly'));
      }
    } catch (failure) {
      setNotice(errorText(failure));
    }
  };

  // The handlers stay the same while this is mounted (a new pair each render would be given to
  // the menu again and again); Copy Url runs the latest `copy` of this render's language.
  const latestCopy = useRef(copy);
  useEffect(() => {
    latestCopy.current = copy;
  });
  const handlers = useMemo<UrlActionHandlers>(
    () => ({ copy: () => void latestCopy.current(), show: () => setShown(true) }),
    [],
  );
  useEffect(() => {
    onHandlers(handlers);
    return () => onHandlers(null);
  }, [handlers, onHandlers]);

  return (
    <>
      {shown ? (
        <ShareDialog
          user={user}
          buildingId={buildingId}
          buildingName={buildingName}
          pageUrl={window.location.href}
          onCopy={(text) => void write(text, t('notice.copiedText'))}
          onClose={() => setShown(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('confirmCreate.title')}
          description={t('confirmCreate.description', { name: buildingName })}
          confirmLabel={t('confirmCreate.confirm')}
          cancelLabel={t('confirmCreate.cancel')}
          failedText={t('confirmCreate.failed')}
          onConfirm={async () => {
            const created = await create.mutateAsync({ buildingId, sections: DEFAULT_SECTIONS });
            setConfirming(false);
            await write(shareUrlOf(window.location.origin, created.token), t('notice.created'));
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
