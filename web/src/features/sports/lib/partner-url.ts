import type { Session } from '@/lib/api/types';
import type { SiteOptions } from '@/lib/site/site-options';
import type { Language } from '@/lib/i18n';
import type { SportsSection } from '@/features/sports/lib/sports-sections';

type PartnerSession = Pick<Session, 'betsyCid' | 'betsyUrl' | 'betsyToken' | 'betcoUrl' | 'betcoToken'>;

/** The server sends a partner setting it does not have as an empty string: unset, like a missing option. */
function setting(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The partner iframe's address (docs/decisions.md, "Sportsbook iframes"): the partner's url from
 * the site options (read afresh when a sportsbook page opens, so a url changed after login is seen),
 * else the copy the session got at login, with `lang`, `page`, the optional `layout`, Betsy's `cid`,
 * and the session's partner `token` when logged in. `null` when the partner is not set up.
 */
export function partnerFrameUrl(
  section: SportsSection,
  { options, session, language }: { options: SiteOptions; session: PartnerSession | null; language: Language },
): string | null {
  const betsy = section.partner === 'betsy';
  const url = httpUrl(
    betsy ? (options.betsy_url ?? setting(session?.betsyUrl)) : (options.betco_url ?? setting(session?.betcoUrl)),
  );
  if (!url) return null;
  const params = url.searchParams;
  if (betsy) {
    const cid = options.betsy_cid ?? setting(session?.betsyCid);
    if (!cid) return null;
    params.set('cid', cid);
  }
  params.set('lang', language);
  params.set('page', section.page);
  if (section.layout) params.set('layout', section.layout);
  const token = betsy ? session?.betsyToken : session?.betcoToken;
  if (token) params.set('token', token);
  return url.toString();
}
