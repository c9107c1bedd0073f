import { describe, expect, it } from 'vitest';
import { partnerFrameUrl } from '@/features/sports/lib/partner-url';
import { SPORTS_SECTIONS } from '@/features/sports/lib/sports-sections';

const section = (path: string) => {
  const found = SPORTS_SECTIONS.find((s) => s.path === path);
  if (!found) throw new Error(path);
  return found;
};
const options = { betsy_url: 'https://sports.example/app', betsy_cid: 'zar-77', betco_url: 'https://esports.example/' };
const noSession = null;

describe('partner iframe url', () => {
  it('builds Betsy from the options for a visitor: cid, language and page', () => {
    expect(partnerFrameUrl(section('/spor'), { options, session: noSession, language: 'tr' })).toBe(
      'https://sports.example/app?cid=zar-77&lang=tr&page=sport',
    );
    expect(partnerFrameUrl(section('/livespor/fcg'), { options, session: noSession, language: 'en' })).toBe(
      'https://sports.example/app?cid=zar-77&lang=en&page=live&layout=fcg',
    );
  });

  it('adds the session’s partner token when logged in; the session’s "" for an unset partner falls back to the options', () => {
    const session = { betsyUrl: '', betsyCid: '', betsyToken: 'tok en', betcoUrl: '', betcoToken: 'bc-1' };
    expect(partnerFrameUrl(section('/spor'), { options, session, language: 'tr' })).toBe(
      'https://sports.example/app?cid=zar-77&lang=tr&page=sport&token=tok+en',
    );
    expect(partnerFrameUrl(section('/esports/betco'), { options, session, language: 'tr' })).toBe(
      'https://esports.example/?lang=tr&page=esports&layout=betco&token=bc-1',
    );
  });

  it('sees a partner url changed after login: the site options, read afresh, win over the session’s copy from login', () => {
    const session = { betsyUrl: 'https://old.example/', betsyCid: 'old', betsyToken: 't', betcoUrl: 'https://old-e.example/', betcoToken: 'b' };
    expect(partnerFrameUrl(section('/spor'), { options, session, language: 'en' })).toBe(
      'https://sports.example/app?cid=zar-77&lang=en&page=sport&token=t',
    );
    expect(partnerFrameUrl(section('/esports'), { options, session, language: 'en' })).toBe('https://esports.example/?lang=en&page=esports&token=b');
    // Options that lack a partner leave the session's copy in use.
    expect(partnerFrameUrl(section('/spor'), { options: {}, session, language: 'tr' })).toBe('https://old.example/?cid=old&lang=tr&page=sport&token=t');
  });

  it('is null when the partner is not configured (no url, no Betsy cid, or not an http url)', () => {
    expect(partnerFrameUrl(section('/spor'), { options: {}, session: noSession, language: 'tr' })).toBeNull();
    expect(partnerFrameUrl(section('/spor'), { options: { betsy_url: options.betsy_url }, session: noSession, language: 'tr' })).toBeNull();
    expect(partnerFrameUrl(section('/esports'), { options: { betco_url: 'javascript:alert(1)' }, session: noSession, language: 'tr' })).toBeNull();
  });
});
