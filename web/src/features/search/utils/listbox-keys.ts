/**
 * The option that becomes active after a key press in a combobox's input (WAI-ARIA APG,
 * "Combobox with listbox popup"): Down moves to the next option (from none, the first), Up to the
 * previous (from none, the last), both wrapping around; Home/End stay with the input's text
 * unless `withCtrl`, then first/last. `undefined` when the key does not move the active option.
 * `current` is -1 when no option is active.
 */
export function nextActiveIndex(
  current: number,
  key: string,
  count: number,
  withCtrl = false,
): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return withCtrl ? 0 : undefined;
    case 'End':
      return withCtrl ? count - 1 : undefined;
    default:
      return undefined;
  }
}
