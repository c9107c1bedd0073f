import { type SiteOptions, useSiteOptions } from '@/lib/site/site-options';

/**
 * Whether live betting has a sportsbook to show (Betsy's `betsy_url` and `betsy_cid`, docs/decisions.md
 * "Sportsbook iframes"): the menus' live dot on Canlı Bahis says so, and only then.
 */
export function hasLiveSportsbook(options: SiteOptions): boolean {
  return Boolean(options.betsy_url && options.betsy_cid);
}

export function useHasLiveSportsbook(): boolean {
  return hasLiveSportsbook(useSiteOptions());
}
