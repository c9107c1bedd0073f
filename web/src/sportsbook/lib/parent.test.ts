import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentOrigin, postToSite, viewportFrom } from '@/sportsbook/lib/parent';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the frame's messages to the site", () => {
  it("takes the parent's origin from the referrer, only inside a frame", () => {
    expect(parentOrigin('https://zar.example/spor?x=1', true)).toBe('https://zar.example');
    expect(parentOrigin('https://zar.example/spor', false)).toBeNull();
    expect(parentOrigin('', true)).toBeNull();
    expect(parentOrigin('javascript:alert(1)', true)).toBeNull();
  });

  it("posts only to the parent's origin, and nothing without one", () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    expect(postToSite({ type: 'zar-sportsbook:height', height: 1200 }, 'https://zar.example')).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: 'zar-sportsbook:height', height: 1200 }, 'https://zar.example');
    expect(postToSite({ type: 'zar-sportsbook:login' }, null)).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("reads the viewport only from the parent's window at the parent's origin", () => {
    const parent = {};
    const data = { type: 'zar-sportsbook:viewport', top: 420, height: 780 };
    expect(viewportFrom({ origin: 'https://zar.example', source: parent as Window, data }, 'https://zar.example', parent)).toEqual({ top: 420, height: 780 });
    expect(viewportFrom({ origin: 'https://evil.example', source: parent as Window, data }, 'https://zar.example', parent)).toBeNull();
    expect(viewportFrom({ origin: 'https://zar.example', source: {} as Window, data }, 'https://zar.example', parent)).toBeNull();
    expect(viewportFrom({ origin: 'https://zar.example', source: parent as Window, data }, null, parent)).toBeNull();
    expect(viewportFrom({ origin: 'https://zar.example', source: parent as Window, data: { ...data, type: 'other' } }, 'https://zar.example', parent)).toBeNull();
    expect(viewportFrom({ origin: 'https://zar.example', source: parent as Window, data: { ...data, height: 'x' } }, 'https://zar.example', parent)).toBeNull();
    expect(viewportFrom({ origin: 'https://zar.example', source: parent as Window, data: 'zar-sportsbook:viewport' }, 'https://zar.example', parent)).toBeNull();
  });
});
