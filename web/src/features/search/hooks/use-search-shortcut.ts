import { useEffect, useRef } from 'react';
import { isSearchShortcut, isTextField } from '../utils/shortcut';

/**
 * Calls `onOpen` when the search shortcut is pressed anywhere in the page (Ctrl+K, ⌘K, or "/"
 * outside a text field; `isSearchShortcut`), instead of the browser's own use of the key.
 */
export function useSearchShortcut(onOpen: () => void): void {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = isSearchShortcut({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        inField: isTextField(event.target),
      });
      if (!shortcut) return;
      event.preventDefault();
      onOpenRef.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
