import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReferral, storedReferral } from '@/lib/referral';

describe('referral links', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the id of /?ref= and /?refId= for the registration', () => {
    expect(storedReferral()).toBeNull();
    rememberReferral('?ref=123');
    expect(storedReferral()).toBe(123);
    rememberReferral('?utm_source=x&refId=456');
    expect(storedReferral()).toBe(456);
  });

  it('ignores what is not a positive whole number and keeps the earlier id', () => {
    rememberReferral('?ref=77');
    for (const search of ['?ref=0', '?ref=-5', '?ref=abc', '?ref=1.5', '?ref=', '?refId=1e3', '']) {
      rememberReferral(search);
      expect(storedReferral(), search).toBe(77);
    }
  });
});
