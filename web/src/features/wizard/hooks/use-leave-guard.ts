import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Unsaved changes in the wizard: while the step's form is dirty, leaving for another page asks
 * first (the router's blocker) and closing the tab warns (beforeunload). A navigation the wizard
 * starts itself (after a save, Delete) is marked with `leave()` and passes; the mark is cleared
 * once the step changes.
 */
export function useLeaveGuard(step: string) {
  const [dirty, setDirty] = useState(false);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    leaving.current = false;
  }, [step]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    setDirty,
    blocker,
    leave: () => {
      leaving.current = true;
    },
  };
}
