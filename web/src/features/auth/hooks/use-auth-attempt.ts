import { useCallback, useState } from 'react';

/**
 * One attempt at a time with the auth provider (sign in, register, reset e-mail): `busy` while it
 * runs, its failure kept for `AuthErrorAlert` (cleared by the next attempt). `staysBusy` keeps a
 * succeeded attempt busy: the screen is being left, so its buttons stay disabled until it goes.
 */
export function useAuthAttempt() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = useCallback(
    async (attempt: () => Promise<void>, { staysBusy = false }: { staysBusy?: boolean } = {}) => {
      setBusy(true);
      setFailure(null);
      try {
        await attempt();
        if (!staysBusy) setBusy(false);
      } catch (caught) {
        setFailure(caught);
        setBusy(false);
      }
    },
    [],
  );
  return { busy, failure, run };
}
