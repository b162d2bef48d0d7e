/** The id of the Search screen's input, which the shortcut focuses when the screen is open. */
export const SEARCH_INPUT_ID = 'facet-search-input';

/** Focuses the Search screen's input with its text selected; false when it is not on screen. */
export function focusSearchBox(): boolean {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return false;
  input.focus();
  input.select();
  return true;
}
