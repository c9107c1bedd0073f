import {
  Bot,
  Dices,
  Gamepad2,
  Gift,
  Grid3x3,
  PhoneCall,
  Plane,
  Radio,
  Spade,
  Trophy,
  Tv,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { SiteOptionKey } from '@/lib/site/site-options';

/** The keys of `common.json` that name a section of the site. */
export type SectionTitleKey =
  | 'nav.sports'
  | 'nav.liveBetting'
  | 'nav.esports'
  | 'nav.casino'
  | 'nav.liveCasino'
  | 'nav.virtual'
  | 'nav.games'
  | 'nav.bingo'
  | 'nav.tvGames'
  | 'nav.promotions';

/** Where a menu entry leads: a route of ours, or a link from the site options (new tab). */
export type NavTarget = { kind: 'route'; to: string } | { kind: 'option'; option: SiteOptionKey };

export interface NavItem {
  id: string;
  title: SectionTitleKey | 'nav.callMe';
  icon: LucideIcon;
  target: NavTarget;
  /** Shown with the live dot (red is for live only) while its sportsbook is set up (`hasLiveSportsbook`). */
  live?: boolean;
}

/**
 * The virtual games (Sanal) live in the casino's games lobby, pre-filtered to the virtual category:
 * the lobby reads `category` (docs/decisions.md, "Sanal").
 */
export const VIRTUAL_ROUTE = '/casino/games?category=virtual';

const route = (to: string): NavTarget => ({ kind: 'route', to });

/** Product §2 main menu, in the spec's order. 'Sizi Arayalım' opens the `callcenterform` option. */
export const MAIN_NAV: readonly NavItem[] = [
  { id: 'sports', title: 'nav.sports', icon: Trophy, target: route('/spor') },
  { id: 'live', title: 'nav.liveBetting', icon: Radio, target: route('/livespor'), live: true },
  { id: 'esports', title: 'nav.esports', icon: Gamepad2, target: route('/esports') },
  { id: 'casino', title: 'nav.casino', icon: Dices, target: route('/casino/slot') },
  { id: 'live-casino', title: 'nav.liveCasino', icon: Spade, target: route('/casino/live') },
  { id: 'virtual', title: 'nav.virtual', icon: Bot, target: route(VIRTUAL_ROUTE) },
  { id: 'bingo', title: 'nav.bingo', icon: Grid3x3, target: route('/casino/bingo') },
  { id: 'games', title: 'nav.games', icon: Zap, target: route('/casino/games') },
  { id: 'tv-games', title: 'nav.tvGames', icon: Tv, target: route('/casino/tvbets') },
  { id: 'promotions', title: 'nav.promotions', icon: Gift, target: route('/promotions') },
  { id: 'call-me', title: 'nav.callMe', icon: PhoneCall, target: { kind: 'option', option: 'callcenterform' } },
];

/** The left tile menu: every section as a tile (the call-back link stays in the main menu). */
export const TILE_MENU: readonly NavItem[] = MAIN_NAV.filter((item) => item.target.kind === 'route');

export const AVIATOR_ICON = Plane;

/**
 * Whether an entry leading to `to` is the page at `pathname` + `search`. A route with a query
 * (Sanal, Sizi Arayalım's `/support?type=callback`) matches only with that query; the plain route it
 * shares a path with (Games) does not match then.
 */
export function isNavItemActive(to: string, pathname: string, search: string): boolean {
  const [path = '', query] = to.split('?');
  const params = new URLSearchParams(search);
  if (query) {
    const wanted = new URLSearchParams(query);
    return pathname === path && [...wanted].every(([key, value]) => params.get(key) === value);
  }
  if (path === '/casino/games' && params.get('category') === 'virtual') return false;
  return pathname === path || pathname.startsWith(`${path}/`);
}
