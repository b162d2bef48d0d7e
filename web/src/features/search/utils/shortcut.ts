/** What the search shortcut listener needs of a key event (a `KeyboardEvent`'s fields). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The focused element is a text field (input, textarea, select, contenteditable). */
  inField: boolean;
}

/**
 * Whether a key press opens search: Ctrl+K or ⌘K from anywhere (also while typing, as in most
 * apps with a command search), "/" only when not typing in a field and without modifiers.
 */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k')
    return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.inField;
}

/** Whether `target` takes typed text, so that "/" there is a character, not a shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return ![
    'button',
    'checkbox',
    'radio',
    'submit',
    'reset',
    'range',
    'color',
    'file',
    'image',
  ].includes(type);
}

/** Whether the device is an Apple one, whose shortcut is ⌘K rather than Ctrl+K. */
export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}
