import {
  BadgePercent,
  Banknote,
  Bell,
  ChartColumn,
  Dices,
  FileText,
  Gamepad2,
  Images,
  Languages,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  PanelTop,
  Plug,
  ScrollText,
  Settings2,
  Shapes,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import { can, type Permission } from '@/admin/lib/roles';

/** The sidebar's groups and items: each item is shown only to the roles holding its permission. */
export interface NavItem {
  /** Route under /admin, without the leading slash. */
  path: string;
  /** Key under `admin:nav`. */
  label: NavLabel;
  icon: LucideIcon;
  permission: Permission;
}

export type NavLabel =
  | 'overview'
  | 'reports'
  | 'players'
  | 'withdrawals'
  | 'payments'
  | 'support'
  | 'notifications'
  | 'sliders'
  | 'pages'
  | 'popups'
  | 'promotions'
  | 'translations'
  | 'siteoptions'
  | 'games'
  | 'categories'
  | 'providers'
  | 'bonuses'
  | 'sportsbook'
  | 'audit';

export interface NavGroup {
  label: 'insight' | 'people' | 'money' | 'content' | 'casino' | 'sports' | 'control';
  items: NavItem[];
}

export const NAVIGATION: NavGroup[] = [
  {
    label: 'insight',
    items: [
      { path: 'overview', label: 'overview', icon: LayoutDashboard, permission: 'reports.view' },
      { path: 'reports', label: 'reports', icon: ChartColumn, permission: 'reports.view' },
    ],
  },
  {
    label: 'people',
    items: [
      { path: 'players', label: 'players', icon: Users, permission: 'players.view' },
      { path: 'support', label: 'support', icon: LifeBuoy, permission: 'support.requests' },
      { path: 'notifications', label: 'notifications', icon: Bell, permission: 'notifications.send' },
    ],
  },
  {
    label: 'money',
    items: [
      { path: 'withdrawals', label: 'withdrawals', icon: Wallet, permission: 'payments.view' },
      { path: 'payments', label: 'payments', icon: Banknote, permission: 'payments.view' },
      { path: 'bonuses', label: 'bonuses', icon: BadgePercent, permission: 'bonuses.manage' },
    ],
  },
  {
    label: 'content',
    items: [
      { path: 'content/sliders', label: 'sliders', icon: Images, permission: 'content.edit' },
      { path: 'content/pages', label: 'pages', icon: FileText, permission: 'content.edit' },
      { path: 'content/popups', label: 'popups', icon: PanelTop, permission: 'content.edit' },
      { path: 'content/promotions', label: 'promotions', icon: Megaphone, permission: 'content.edit' },
      { path: 'content/translations', label: 'translations', icon: Languages, permission: 'content.edit' },
      { path: 'content/siteoptions', label: 'siteoptions', icon: Settings2, permission: 'content.siteoptions' },
    ],
  },
  {
    label: 'casino',
    items: [
      { path: 'casino/games', label: 'games', icon: Gamepad2, permission: 'casino.catalogue' },
      { path: 'casino/categories', label: 'categories', icon: Shapes, permission: 'casino.catalogue' },
      { path: 'casino/providers', label: 'providers', icon: Plug, permission: 'casino.providers' },
    ],
  },
  {
    label: 'sports',
    items: [{ path: 'sportsbook', label: 'sportsbook', icon: Trophy, permission: 'sportsbook.view' }],
  },
  {
    label: 'control',
    items: [{ path: 'audit', label: 'audit', icon: ScrollText, permission: 'audit.view' }],
  },
];

/** The groups with only the items `role` may use; empty groups are left out. */
export function navigationFor(role: string | null | undefined): NavGroup[] {
  return NAVIGATION.map((group) => ({ ...group, items: group.items.filter((item) => can(role, item.permission)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** Where an operator lands after login: the first screen their role may use (the overview for admin and finance). */
export function homePathFor(role: string | null | undefined): string | null {
  return navigationFor(role)[0]?.items[0]?.path ?? null;
}

/** The dice icon of the brand, for the sidebar's header. */
export const BrandIcon = Dices;
