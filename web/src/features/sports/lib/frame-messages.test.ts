import { describe, expect, it, vi } from 'vitest';
import { coveredEdges, frameOrigin, frameViewport, perFrame, readFrameMessage } from '@/features/sports/lib/frame-messages';

const frame = {} as MessageEventSource;
const origin = 'https://zar.example';
const from = (data: unknown, overrides: Partial<Pick<MessageEvent, 'origin' | 'source'>> = {}) => ({ origin, source: frame, data, ...overrides });

describe("the sportsbook frame's messages", () => {
  it("take the frame's origin from its address", () => {
    expect(frameOrigin('/sportsbook/?cid=zar', 'https://zar.example/spor')).toBe('https://zar.example');
    expect(frameOrigin('https://sb.partner.example/?lang=tr')).toBe('https://sb.partner.example');
    expect(frameOrigin('javascript:alert(1)')).toBeNull();
  });

  it("are read from the frame's window at its origin", () => {
    const expected = { origin, frame };
    expect(readFrameMessage(from({ type: 'zar-sportsbook:height', height: 1834.4 }), expected)).toEqual({ type: 'height', height: 1835 });
    expect(readFrameMessage(from({ type: 'zar-sportsbook:login' }), expected)).toEqual({ type: 'login' });
    expect(readFrameMessage(from({ type: 'zar-sportsbook:deposit' }), expected)).toEqual({ type: 'deposit' });
    expect(readFrameMessage(from({ type: 'zar-sportsbook:balance' }), expected)).toEqual({ type: 'balance' });
  });

  it('are ignored from another origin, another window, or with no frame to compare', () => {
    const message = { type: 'zar-sportsbook:login' };
    expect(readFrameMessage(from(message, { origin: 'https://evil.example' }), { origin, frame })).toBeNull();
    expect(readFrameMessage(from(message, { origin: 'https://zar.example.evil.example' }), { origin, frame })).toBeNull();
    expect(readFrameMessage(from(message, { source: {} as MessageEventSource }), { origin, frame })).toBeNull();
    expect(readFrameMessage(from(message, { source: null }), { origin, frame })).toBeNull();
    expect(readFrameMessage(from(message), { origin: null, frame })).toBeNull();
    expect(readFrameMessage(from(message), { origin, frame: undefined })).toBeNull();
  });

  it("are ignored when they are not the protocol's", () => {
    const expected = { origin, frame };
    expect(readFrameMessage(from('zar-sportsbook:login'), expected)).toBeNull();
    expect(readFrameMessage(from(null), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'exit' }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:logout' }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:viewport', top: 0, height: 10 }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:height', height: '900' }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:height', height: -5 }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:height', height: Number.POSITIVE_INFINITY }), expected)).toBeNull();
    expect(readFrameMessage(from({ type: 'zar-sportsbook:height', height: 1e9 }), expected)).toEqual({ type: 'height', height: 100_000 });
  });

  it("give the frame the visible band in its own coordinates, below the header and above the bottom bar", () => {
    // The frame starts 300 px down the window; the header covers 112 px, the bottom bar 64 px of an 844 px window.
    expect(frameViewport(300, 844, { top: 112, bottom: 64 })).toEqual({ type: 'zar-sportsbook:viewport', top: -188, height: 668 });
    // Scrolled 1000 px into the frame, the header hidden.
    expect(frameViewport(-1000, 900, { top: 0, bottom: 0 })).toEqual({ type: 'zar-sportsbook:viewport', top: 1000, height: 900 });
  });

  it('find the sticky header and a fixed bottom bar', () => {
    document.body.innerHTML = '<header></header><nav id="bar"></nav>';
    const header = document.querySelector('header');
    const bar = document.getElementById('bar');
    if (!header || !bar) throw new Error('no fixture');
    header.getBoundingClientRect = () => ({ top: 0, bottom: 112, height: 112 }) as DOMRect;
    bar.style.position = 'fixed';
    bar.getBoundingClientRect = () => ({ top: 780, bottom: 844, height: 64 }) as DOMRect;
    expect(coveredEdges(document, 844)).toEqual({ top: 112, bottom: 64 });
    document.body.innerHTML = '';
  });

  it('run at most once per animation frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const run = vi.fn();
    const throttled = perFrame(run);
    throttled.schedule();
    throttled.schedule();
    throttled.schedule();
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(run).toHaveBeenCalledTimes(1);
    throttled.schedule();
    expect(frames).toHaveLength(2);
  });
});
