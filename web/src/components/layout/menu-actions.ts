import { createContext, use } from 'react';

/** What menu entries that open something (rather than a page) do; the app fills it from the features. */
export interface MenuActions {
  /** The secondary menu's Aviator: opens the game (product §2). Absent: the entry is hidden. */
  aviator?: () => void;
}

export const MenuActionsContext = createContext<MenuActions>({});

export function useMenuActions(): MenuActions {
  return use(MenuActionsContext);
}
