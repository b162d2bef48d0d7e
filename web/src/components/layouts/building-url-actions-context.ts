import { createContext, type ReactNode } from 'react';

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

/**
 * Copy Url and Show Url on a building's pages, provided by the app layer (share links, spec 2.4):
 * given the building and how to draw the two menu entries with its handlers, it renders them and
 * whatever dialogs they open. Without it (and outside a building) they give the page's URL.
 */
export type RenderBuildingUrlActions = (
  buildingId: string,
  entries: (handlers: UrlActionHandlers) => ReactNode,
) => ReactNode;

export const BuildingUrlActionsContext = createContext<RenderBuildingUrlActions | null>(null);
