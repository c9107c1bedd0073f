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

  it('uses the session’s partner settings and token when logged in', () => {
    const session = { betsyUrl: 'https://s2.example/', betsyCid: 'c-9', betsyToken: 'tok en', betcoUrl: '', betcoToken: 'bc-1' };
    expect(partnerFrameUrl(section('/spor'), { options, session, language: 'tr' })).toBe(
      'https://s2.example/?cid=c-9&lang=tr&page=sport&token=tok+en',
    );
    expect(partnerFrameUrl(section('/esports/betco'), { options, session, language: 'tr' })).toBe(
      'https://esports.example/?lang=tr&page=esports&layout=betco&token=bc-1',
    );
  });

  it('is null when the partner is not configured (no url, no Betsy cid, or not an http url)', () => {
    expect(partnerFrameUrl(section('/spor'), { options: {}, session: noSession, language: 'tr' })).toBeNull();
    expect(partnerFrameUrl(section('/spor'), { options: { betsy_url: options.betsy_url }, session: noSession, language: 'tr' })).toBeNull();
    expect(partnerFrameUrl(section('/esports'), { options: { betco_url: 'javascript:alert(1)' }, session: noSession, language: 'tr' })).toBeNull();
  });
});
