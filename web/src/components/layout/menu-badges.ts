import { createContext, use } from 'react';
import type { MenuStore } from '@/components/layout/account-menu-items';

/** The counts shown beside menu entries, keyed by the entry's `store` (product §3 menu item). */
export type MenuBadges = Partial<Record<MenuStore, number>>;

/**
 * Filled by the app (which composes the features that know the counts, e.g. unread notifications);
 * read by the menus and the mobile header's pulse dot, which do not know those features.
 */
export const MenuBadgesContext = createContext<MenuBadges>({});

/** The count for an entry (0 when there is none). */
export function useMenuBadge(store: MenuStore): number {
  return use(MenuBadgesContext)[store] ?? 0;
}
