import { useCallback, useState } from 'react';

/**
 * A form dialog's save: `save(write)` writes, then closes the dialog; a failed write leaves it
 * open with `failed` set, the input on screen to try again (cleared by the next try).
 */
export function useSaveThenClose(onClose: () => void) {
  const [failed, setFailed] = useState(false);
  const save = useCallback(
    async (write: () => Promise<void>) => {
      setFailed(false);
      try {
        await write();
        onClose();
      } catch {
        setFailed(true);
      }
    },
    [onClose],
  );
  return { failed, save };
}
