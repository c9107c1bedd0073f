import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@/features/casino/api/types';
import { FOREIGN_HTML_SANDBOX } from '@/features/casino/components/game-frame';
import { playPath } from '@/features/casino/lib/game-link';
import { FRAME_HOST_PATH } from '@/features/casino/lib/game-messages';
import { aCategory, aGame, resetCasinoState, serveCatalogue, serveLaunches } from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { notify } from '@/lib/toast';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { renderApp } from '@/testing/test-utils';

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const gameFrame = (name: string) => screen.getByTitle<HTMLIFrameElement>(`${name} oyunu`);

function post(frame: HTMLIFrameElement | Window | null, origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame instanceof HTMLIFrameElement ? frame.contentWindow : frame }));
}

const LOBBY = 'http://localhost:3000/casino/slot';

describe('launching a game on a desktop: the play page', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/play');
    await import('@/features/casino/routes/lobby');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const cases: [string, Partial<CasinoGame>, string, unknown][] = [
    ['Hub88', { gameCode: 'h88-1', providerName: 'Hub88' }, 'casino/hub88launchurl', { platform: 1, gameCode: 'h88-1', language: 'tr', lobbyUrl: LOBBY }],
    ['Egt Digital', { gameCode: 'egt-1', providerName: 'Egt Digital' }, 'casino/egtlaunchurl', { platform: 1, gameCode: 'egt-1', language: 'tr', lobbyUrl: LOBBY }],
    ['Amusnet', { gameCode: 'am-1', providerName: 'Amusnet' }, 'casino/amusnetlaunchurl', { code: 'am-1', isMobile: false }],
    ['EveryMatrix', { gameCode: 'em-1', providerName: 'EveryMatrix', productId: 'prod-9' }, 'casino/emlaunchurl', { code: 'em-1', productId: 'prod-9' }],
    ['Digitain', { gameCode: 'dt-1', providerName: 'Digitain' }, 'casino/dtlaunchurl', { code: 'dt-1' }],
    ['SoftGamings', { gameCode: 'sg-1', providerName: 'SoftGamings', system: '998' }, 'casino/softgamingslaunchurl', { system: '998', pageCode: 'sg-1', isMobile: 0 }],
    ['Zar', { gameCode: 'zar-dice', providerName: 'Zar' }, 'casino/zarlaunchurl', { platform: 1, gameCode: 'zar-dice', language: 'tr', lobbyUrl: LOBBY }],
  ];

  it.each(cases)('%s launches through its own call', async (_provider, changes, path, body) => {
    const launches = serveLaunches();
    const game = aGame({ name: 'Test Oyunu', ...changes });
    renderApp(<CasinoHarness />, { route: playPath(game) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Test Oyunu' })).toBeInTheDocument();
    await waitFor(() => expect(launches).toEqual([{ path, body }]));
  });

  it('a tile opens the play page: the game framed edge to edge under its title bar, a spinner until it has loaded', async () => {
    serveCatalogue({ categories: [aCategory({ id: 1, name: 'Popüler' })], games: [{ game: aGame({ name: 'Golden Bazaar', studio: 'Aurora' }), lobby: 'slot', categories: [1] }] });
    serveLaunches(() => ok('https://games.example/launch?token=abc'));
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await user.click(await screen.findByRole('button', { name: 'Golden Bazaar oyna' }));

    expect(address()).toMatch(/^\/casino\/play\/[\w-]+$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Bazaar' })).toBeInTheDocument();
    expect(screen.getByText('Aurora')).toBeInTheDocument();
    expect(screen.getByText('Oyun yükleniyor...')).toBeInTheDocument();
    const frame = await waitFor(() => gameFrame('Golden Bazaar'));
    expect(frame).toHaveAttribute('src', 'https://games.example/launch?token=abc');
    expect(frame).not.toHaveAttribute('sandbox');

    fireEvent.load(frame);
    expect(screen.queryByText('Oyun yükleniyor...')).not.toBeInTheDocument();

    // Back leads to where the game was opened from.
    await user.click(screen.getByRole('link', { name: 'Lobiye dön' }));
    expect(address()).toBe('/casino/slot?category=1');
  });

  it("the built-in provider's address is ours; it is framed as it is", async () => {
    serveLaunches(() => ok('/games/zar-dice?token=t1&lang=tr&lobby=%2Fcasino%2Fslot'));
    renderApp(<CasinoHarness />, { route: playPath(aGame({ gameCode: 'zar-dice', name: 'Zar Dice', providerName: 'Zar' })) });
    const frame = await waitFor(() => gameFrame('Zar Dice'));
    expect(frame.src).toBe('http://localhost:3000/games/zar-dice?token=t1&lang=tr&lobby=%2Fcasino%2Fslot');
  });

  it("SoftGamings' HTML runs in a sandboxed frame without our origin", async () => {
    const html = '<script>location.href = "https://softgamings.example/game"</script>';
    serveLaunches(() => ok(html));
    renderApp(<CasinoHarness />, { route: playPath(aGame({ name: 'Mega Wheel', providerName: 'SoftGamings', system: '998' })) });

    const frame = await waitFor(() => gameFrame('Mega Wheel'));
    expect(frame).toHaveAttribute('src', FRAME_HOST_PATH);
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(frame.getAttribute('sandbox')).toBe(FOREIGN_HTML_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');

    // The host says it listens: it gets the HTML, and only from its own window.
    const host = frame.contentWindow;
    if (!host) throw new Error('the frame has no window');
    const posted = vi.spyOn(host, 'postMessage');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'zar.frame-ready' }, origin: 'null', source: window }));
    expect(posted).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'zar.frame-ready' }, origin: 'null', source: host }));
    expect(posted).toHaveBeenCalledWith({ type: 'zar.frame-html', html }, '*');
  });

  it('an address that is not a web page is not framed', async () => {
    serveLaunches(() => ok('javascript:alert(1)'));
    renderApp(<CasinoHarness />, { route: playPath(aGame({ name: 'Kötü Oyun', providerName: 'Hub88' })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oyun açılamadı');
    expect(screen.queryByTitle('Kötü Oyun oyunu')).not.toBeInTheDocument();
  });

  it("a failed launch shows the server's message as a toast, and a way back or to try again", async () => {
    const error = vi.spyOn(notify, 'error');
    let calls = 0;
    serveLaunches(() => {
      calls += 1;
      return calls === 1
        ? failure(409, 'casino.provider_not_configured', 'Bu sağlayıcı henüz yapılandırılmadı.')
        : ok('https://games.example/launch?token=2');
    });
    const { user } = renderApp(<CasinoHarness />, { route: playPath(aGame({ name: 'Dragon Tide', providerName: 'Egt Digital' })) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu sağlayıcı henüz yapılandırılmadı.');
    expect(error).toHaveBeenCalledWith('Bu sağlayıcı henüz yapılandırılmadı.', expect.anything());
    expect(within(alert).getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');

    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await waitFor(() => gameFrame('Dragon Tide'))).toHaveAttribute('src', 'https://games.example/launch?token=2');
  });

  it('reload clears the game, says it will be reloaded and launches it again', async () => {
    const launches = serveLaunches();
    const { user } = renderApp(<CasinoHarness />, { route: playPath(aGame({ name: 'Viking Gold' })) });
    fireEvent.load(await waitFor(() => gameFrame('Viking Gold')));

    await user.click(screen.getByRole('button', { name: 'Oyunu yeniden yükle' }));

    expect(await screen.findByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).toBeInTheDocument();
    await waitFor(() => expect(launches).toHaveLength(2));
    fireEvent.load(await waitFor(() => gameFrame('Viking Gold')));
    expect(screen.queryByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).not.toBeInTheDocument();
  });

  it('honours exit only from the game frame and its origin', async () => {
    serveLaunches(() => ok('https://games.example/launch?token=abc'));
    renderApp(<CasinoHarness />, { route: playPath(aGame({ name: 'Lucky Lantern', live: false })) });
    const frame = await waitFor(() => gameFrame('Lucky Lantern'));
    const start = address();

    post(frame, 'https://evil.example', 'exit');
    post(window, 'https://games.example', 'com.egt-bg.exit');
    post(frame, 'https://games.example', 'hello');
    expect(address()).toBe(start);

    post(frame, 'https://games.example', 'com.egt-bg.exit');
    await waitFor(() => expect(address()).toBe('/casino/slot'));
  });

  it('an address we did not make is a designed not-found page', async () => {
    renderApp(<CasinoHarness />, { route: '/casino/play/not-a-game' });
    expect(await screen.findByText('Bu oyun bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');
  });

  it('a visitor gets the login dialog, and the play page once logged in', async () => {
    resetAccountState();
    const game = aGame({ name: 'Golden Bazaar' });
    serveCatalogue({ categories: [aCategory({ id: 1, name: 'Popüler' })], games: [{ game, lobby: 'slot', categories: [1] }] });
    const launches = serveLaunches();
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await user.click(await screen.findByRole('button', { name: 'Golden Bazaar oyna' }));

    expect(screen.getByRole('status', { name: 'account dialog' })).toHaveTextContent(`login → ${playPath(game)}`);
    expect(address()).toBe('/casino/slot?category=1');
    expect(launches).toEqual([]);
  });
});
