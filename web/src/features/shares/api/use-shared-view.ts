import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import { shareStateOf } from '@shared/domain/shares/share-snapshot';
import {
  shareStatusSchema,
  shareViewSchema,
  type ShareStatus,
  type ShareView,
} from '@shared/schemas/derived/share';
import { useLiveQuery } from '@/lib/use-live-query';
import { sharesKeys } from './keys';

/** What a share link shows its visitor. */
export type SharedViewState =
  | { state: 'loading' }
  | { state: 'open'; view: ShareView }
  /** Expired, revoked or no such token; `invalid`: stored but not of its shape. */
  | { state: 'expired' | 'revoked' | 'unknown' | 'invalid' };

/**
 * Listens to `/shares/{token}/status` and, while it says open, `/shares/{token}/view`: the only
 * data a share route reads. A view that is refused (the rules stop it at the expiry) or removed
 * (revoked) follows the status.
 */
export function subscribeSharedView(
  database: Database,
  token: string,
  now: () => number,
  publish: (state: SharedViewState) => void,
): Unsubscribe {
  let stopView: Unsubscribe | null = null;
  const stopViewListener = () => {
    stopView?.();
    stopView = null;
  };
  const showStatus = (status: ShareStatus | null) => {
    const state = shareStateOf(status, now());
    if (state !== 'open') {
      stopViewListener();
      publish({ state });
      return;
    }
    if (stopView) return;
    stopView = onValue(
      ref(database, `shares/${token}/view`),
      (snapshot) => {
        if (!snapshot.exists()) return publish({ state: 'revoked' });
        const view = shareViewSchema.safeParse(snapshot.val());
        publish(view.success ? { state: 'open', view: view.data } : { state: 'invalid' });
      },
      () => publish({ state: 'expired' }),
    );
  };
  const stopStatus = onValue(
    ref(database, `shares/${token}/status`),
    (snapshot) => {
      if (!snapshot.exists()) return showStatus(null);
      const status = shareStatusSchema.safeParse(snapshot.val());
      if (status.success) showStatus(status.data);
      else publish({ state: 'invalid' });
    },
    () => publish({ state: 'unknown' }),
  );
  return () => {
    stopStatus();
    stopViewListener();
  };
}

/** The share of `token`, live: its view while it is open, else why not. */
export function useSharedView(token: string): SharedViewState {
  const { data } = useLiveQuery<SharedViewState>(sharesKeys.view(token), (database, publish) =>
    subscribeSharedView(database, token, Date.now, publish),
  );
  return data ?? { state: 'loading' };
}
