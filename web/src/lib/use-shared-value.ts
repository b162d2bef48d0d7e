import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `value`, or the object this hook returned the render before when `value` is deeply equal to it
 * (TanStack Query's structural sharing, `replaceEqualDeep`): a list derived anew on each render
 * keeps its identity while its content stays the same, so a memoised child given it does not
 * render again.
 */
export function useSharedValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const shared = replaceEqualDeep(kept, value);
  // Storing what the last render returned, as React allows during render for its own state.
  if (shared !== kept) setKept(shared);
  return shared;
}
