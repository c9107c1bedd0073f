/** The sportsbook partners: Betsy (sports, live) and BetConstruct (e-sports). */
export type Partner = 'betsy' | 'betco';

export interface SportsSection {
  path: string;
  partner: Partner;
  /** What the partner shows first. */
  page: 'sport' | 'live' | 'esports';
  /** The alternative layout of the `/fcg` and `/betco` routes. */
  layout?: 'fcg' | 'betco';
}

/** Product §2 sportsbook routes. */
export const SPORTS_SECTIONS: readonly SportsSection[] = [
  { path: '/spor', partner: 'betsy', page: 'sport' },
  { path: '/spor/fcg', partner: 'betsy', page: 'sport', layout: 'fcg' },
  { path: '/livespor', partner: 'betsy', page: 'live' },
  { path: '/livespor/fcg', partner: 'betsy', page: 'live', layout: 'fcg' },
  { path: '/esports', partner: 'betco', page: 'esports' },
  { path: '/esports/betco', partner: 'betco', page: 'esports', layout: 'betco' },
];
