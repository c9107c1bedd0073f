import {
  BadgePercent,
  BanknoteArrowDown,
  BanknoteArrowUp,
  Gamepad2,
  Gift,
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
  | 'account.phoneVerification'
  | 'account.deposit'
  | 'account.withdraw'
  | 'account.changePassword'
  | 'account.financialActivities'
  | 'account.gameHistory'
  | 'account.claimBonus'
  | 'account.bonuses'
  | 'account.sessionHistory';

export interface AccountMenuItem {
  to: string;
  title: AccountTitleKey;
  icon: LucideIcon;
}

export const DASHBOARD_HOME: AccountMenuItem = { to: '/dashboard', title: 'account.dashboard', icon: LayoutDashboard };

/**
 * Spec §2 account menu, in its order. Notifications (a panel, with the bell) come with the
 * notifications feature; Logout is an action, not a page.
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
];
