import { createContext } from 'react';

/** What the menu's Copy Url and Show Url do when pressed. */
export interface UrlActionHandlers {
  copy: () => void;
  show: () => void;
  /**
   * The entries cannot act yet (what they open is still loading): they show disabled, so a press
   * is never silently lost.
   */
  pending?: boolean;
}

/** The entries while what they open cannot act yet (its code loading, no provider): disabled. */
export const PENDING_URL_ACTIONS: UrlActionHandlers = {
  copy: () => undefined,
  show: () => undefined,
  pending: true,
};

/**
 * Copy Url and Show Url on a building's pages, provided by the app layer (share links, spec 2.4):
 * the handlers of the building in view, or null where the entries give the page's URL.
 *
 * Whoever provides handlers renders the dialogs they open outside the menu, never inside it: the
 * menu is a docked drawer from `md` up and a modal one below (AppLayout), which MUI renders as
 * two different trees, so everything inside the menu is mounted anew when the window crosses
 * that width (a tablet turned, a window resized) and a dialog held there would close.
 */
export const BuildingUrlActionsContext = createContext<UrlActionHandlers | null>(null);
