import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Draws the menu's Copy Url and Show Url with these handlers. */
  entries: (handlers: { copy: () => void; show: () => void }) => ReactNode;
}

/**
 * Copy Url and Show Url on a building's pages (spec 2.4). Copy Url copies the building's share
 * link; when there is none, its owner is asked before one is created (showing every screen, to
 * be narrowed in Show Url); other members get the page's URL and are told that only the owner
 * creates share links. Show Url opens the share dialog.
 */
export function BuildingShareActions({
  user,
  buildingId,
  buildingName,
  entries,
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

  return (
    <>
      {entries({ copy: () => void copy(), show: () => setShown(true) })}
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
