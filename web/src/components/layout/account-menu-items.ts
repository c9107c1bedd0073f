import {
  BadgePercent,
  Bell,
  BanknoteArrowDown,
  BanknoteArrowUp,
  Gamepad2,
  Gift,
  HeartHandshake,
  KeyRound,
  LayoutDashboard,
  MonitorSmartphone,
  ReceiptText,
  Smartphone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** The keys of `common.json` that name a dashboard page. */
export type AccountTitleKey =
  | 'account.dashboard'
  | 'account.account'
  | 'account.notifications'
  | 'account.phoneVerification'
  | 'account.deposit'
  | 'account.withdraw'
  | 'account.changePassword'
  | 'account.financialActivities'
  | 'account.gameHistory'
  | 'account.claimBonus'
  | 'account.bonuses'
  | 'account.sessionHistory'
  | 'account.responsibleGaming';

export interface AccountMenuItem {
  to: string;
  title: AccountTitleKey;
  icon: LucideIcon;
}

/** What a menu entry that is an action rather than a page does (product §3 menu item `store`). */
export type MenuStore = 'notification';

/** A menu entry that opens something instead of a page. */
export interface AccountMenuAction {
  store: MenuStore;
  title: AccountTitleKey;
  icon: LucideIcon;
}

export const DASHBOARD_HOME: AccountMenuItem = { to: '/dashboard', title: 'account.dashboard', icon: LayoutDashboard };

/**
 * Product §2 account menu's pages, in their order (the profile dropdown, the dashboard tabs and
 * breadcrumbs use these). Logout is an action, not a page.
 */
export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { to: '/dashboard/account', title: 'account.account', icon: UserRound },
  { to: '/dashboard/phone-verification', title: 'account.phoneVerification', icon: Smartphone },
  { to: '/dashboard/deposit', title: 'account.deposit', icon: BanknoteArrowDown },
  { to: '/dashboard/withdraw', title: 'account.withdraw', icon: BanknoteArrowUp },
  { to: '/dashboard/change-password', title: 'account.changePassword', icon: KeyRound },
  { to: '/dashboard/financial-activities', title: 'account.financialActivities', icon: ReceiptText },
  { to: '/dashboard/game-history', title: 'account.gameHistory', icon: Gamepad2 },
  { to: '/dashboard/claim-bonus', title: 'account.claimBonus', icon: Gift },
  { to: '/dashboard/bonuses', title: 'account.bonuses', icon: BadgePercent },
  { to: '/dashboard/session-history', title: 'account.sessionHistory', icon: MonitorSmartphone },
  { to: '/dashboard/responsible-gaming', title: 'account.responsibleGaming', icon: HeartHandshake },
];

/** Product §2: Notifications opens the notification panel (with its unread badge in the dashboard menu). */
export const NOTIFICATIONS_ENTRY: AccountMenuAction = { store: 'notification', title: 'account.notifications', icon: Bell };

/** Product §2 dashboard menu, in the account menu's order: Account, Notifications, then the other pages. */
export const ACCOUNT_MENU_ENTRIES: readonly (AccountMenuItem | AccountMenuAction)[] = [
  ...ACCOUNT_MENU.slice(0, 1),
  NOTIFICATIONS_ENTRY,
  ...ACCOUNT_MENU.slice(1),
];
