import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_KEY } from '@/lib/player-money';
import { useDialogStore } from '@/stores/dialog-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { useSportsbookFrame } from '@/features/sports/hooks/use-sportsbook-frame';

const SRC = 'https://sb.zar.example/sportsbook/?cid=zar&lang=tr&page=sport';
const ORIGIN = 'https://sb.zar.example';

let iframe: HTMLIFrameElement;
let queryClient: QueryClient;

beforeEach(() => {
  resetAccountState();
  iframe = document.createElement('iframe');
  document.body.append(iframe);
  queryClient = new QueryClient();
});

afterEach(() => {
  iframe.remove();
});

function mount(onDeposit = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useSportsbookFrame({ current: iframe }, SRC, onDeposit), { wrapper });
  return { hook, onDeposit };
}

function send(data: unknown, { origin = ORIGIN, source = iframe.contentWindow } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe("the site's side of the sportsbook frame", () => {
  it('keeps the full-height layout until the frame reports its height, then follows it', () => {
    const { hook } = mount();
    expect(hook.result.current).toBeNull();
    send({ type: 'zar-sportsbook:height', height: 2140 });
    expect(hook.result.current).toBe(2140);
    send({ type: 'zar-sportsbook:height', height: 1980.2 });
    expect(hook.result.current).toBe(1981);
  });

  it('ignores messages from another origin or another window', () => {
    const { hook } = mount();
    send({ type: 'zar-sportsbook:height', height: 2140 }, { origin: 'https://evil.example' });
    send({ type: 'zar-sportsbook:height', height: 2140 }, { source: window });
    send({ type: 'zar-sportsbook:login' }, { origin: 'https://evil.example' });
    expect(hook.result.current).toBeNull();
    expect(useDialogStore.getState().open).toBeNull();
  });

  it("opens the login dialog for a visitor, the deposit dialog for a player", () => {
    const { onDeposit } = mount();
    send({ type: 'zar-sportsbook:login' });
    expect(useDialogStore.getState().open).toBe('login');
    useDialogStore.getState().close();
    act(() => {
      signIn();
    });
    send({ type: 'zar-sportsbook:deposit' });
    expect(onDeposit).toHaveBeenCalledTimes(1);
    send({ type: 'zar-sportsbook:login' });
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('reads the balance again when money moved', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    mount();
    send({ type: 'zar-sportsbook:balance' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
  });

  it("tells a frame that spoke where the page's visible part is, to its origin only", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const target = iframe.contentWindow;
    if (!target) throw new Error('jsdom gave the iframe no window');
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    iframe.getBoundingClientRect = () => ({ top: -600, bottom: 1400, height: 2000 }) as DOMRect;
    mount();
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
    send({ type: 'zar-sportsbook:height', height: 2000 });
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(post).toHaveBeenLastCalledWith({ type: 'zar-sportsbook:viewport', top: 600, height: window.innerHeight }, ORIGIN);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
  });
});
