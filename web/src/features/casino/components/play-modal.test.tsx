import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@/features/casino/api/types';
import { PLAY_BAR_HEIGHT } from '@/features/casino/components/play-modal';
import { aCategory, aGame, resetCasinoState, serveCatalogue, serveLaunches } from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { notify } from '@/lib/toast';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { failure, ok } from '@/testing/msw/envelope';
import { renderApp } from '@/testing/test-utils';

const gameFrame = (name: string) => screen.getByTitle<HTMLIFrameElement>(`${name} oyunu`);

function post(source: Window | null, origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** The lobby on a phone with one game; returns the launch calls. */
async function openOnAPhone(changes: Partial<CasinoGame>, respond?: Parameters<typeof serveLaunches>[0], deposit?: Parameters<typeof CasinoHarness>[0]['deposit']) {
  const game = aGame({ name: 'Golden Bazaar', ...changes });
  serveCatalogue({ categories: [aCategory({ id: 1, name: 'Popüler' })], games: [{ game, lobby: 'slot', categories: [1] }] });
  const launches = serveLaunches(respond);
  const rendered = renderApp(<CasinoHarness deposit={deposit} />, { route: '/casino/slot?category=1' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Golden Bazaar oyna' }));
  return { ...rendered, launches, game };
}

describe('launching a game on a phone: the play modal', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/lobby');
    await import('@/features/casino/components/play-modal');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
    signIn();
    onAPhone();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens full screen with the 35 px bar (name, Deposit, reload, close) and a spinner until the game is ready', async () => {
    const { launches, user } = await openOnAPhone({ gameCode: 'h88-7', providerName: 'Hub88' }, undefined, (close) => (
      <div role="dialog" aria-label="Para Yatır">
        <button type="button" onClick={close}>
          Kapat
        </button>
      </div>
    ));

    const modal = await screen.findByRole('dialog', { name: 'Golden Bazaar' });
    expect(PLAY_BAR_HEIGHT).toBe(35);
    expect(within(modal).getByRole('button', { name: 'Yatır' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Oyunu yeniden yükle' })).toBeInTheDocument();
    expect(within(modal).getByText('Oyun yükleniyor...')).toBeInTheDocument();
    // The page stays where it was: no play page on a phone.
    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent('/casino/slot?category=1');
    await waitFor(() =>
      expect(launches).toEqual([
        { path: 'casino/hub88launchurl', body: { platform: 2, gameCode: 'h88-7', language: 'tr', lobbyUrl: 'http://localhost:3000/casino/slot' } },
      ]),
    );

    fireEvent.load(await waitFor(() => gameFrame('Golden Bazaar')));
    expect(within(modal).queryByText('Oyun yükleniyor...')).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Yatır' }));
    expect(screen.getByRole('dialog', { name: 'Para Yatır' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Para Yatır' })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Oyunu kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Golden Bazaar' })).not.toBeInTheDocument();
  });

  it.each([
    ['Amusnet', { providerName: 'Amusnet', gameCode: 'am-3' }, { path: 'casino/amusnetlaunchurl', body: { code: 'am-3', isMobile: true } }],
    ['SoftGamings', { providerName: 'SoftGamings', gameCode: 'sg-3', system: '940' }, { path: 'casino/softgamingslaunchurl', body: { system: '940', pageCode: 'sg-3', isMobile: 1 } }],
    ['Zar', { providerName: 'Zar', gameCode: 'zar-dice' }, { path: 'casino/zarlaunchurl', body: { platform: 2, gameCode: 'zar-dice', language: 'tr', lobbyUrl: 'http://localhost:3000/casino/slot' } }],
  ] as const)('%s is launched as a mobile game', async (_provider, changes, call) => {
    const { launches } = await openOnAPhone(changes);
    await waitFor(() => expect(launches).toEqual([call]));
  });

  it.each(['Egt Digital', 'Hub88', 'SoftGamings'])('a failed %s launch toasts the message and closes the modal', async (providerName) => {
    const error = vi.spyOn(notify, 'error');
    await openOnAPhone({ providerName }, () => failure(409, 'casino.provider_not_configured', 'Bu sağlayıcı henüz yapılandırılmadı.'));

    expect(await screen.findByText('Bu sağlayıcı henüz yapılandırılmadı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Golden Bazaar' })).not.toBeInTheDocument());
    expect(error).toHaveBeenCalledWith('Bu sağlayıcı henüz yapılandırılmadı.', expect.anything());
  });

  it.each(['Amusnet', 'EveryMatrix', 'Digitain', 'Zar'])('a failed %s launch toasts the message and keeps the modal to try again', async (providerName) => {
    let calls = 0;
    const { user } = await openOnAPhone({ providerName }, () => {
      calls += 1;
      return calls === 1 ? failure(404, 'casino.game_not_found', 'Oyun bulunamadı.') : ok('https://games.example/play');
    });

    const modal = await screen.findByRole('dialog', { name: 'Golden Bazaar' });
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Oyun bulunamadı.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await waitFor(() => gameFrame('Golden Bazaar'))).toHaveAttribute('src', 'https://games.example/play');
  });

  it("the game window's com.egt-bg.exit closes it and com.egt-bg.reload reloads it, only from the game's origin", async () => {
    const { launches } = await openOnAPhone({ providerName: 'Egt Digital' }, () => ok('https://egt.example/game?t=1'));
    const frame = await waitFor(() => gameFrame('Golden Bazaar'));
    fireEvent.load(frame);

    post(frame.contentWindow, 'https://elsewhere.example', 'com.egt-bg.exit');
    post(window, 'https://egt.example', 'com.egt-bg.exit');
    expect(screen.getByRole('dialog', { name: 'Golden Bazaar' })).toBeInTheDocument();

    post(frame.contentWindow, 'https://egt.example', 'com.egt-bg.reload');
    expect(await screen.findByText('Oyun yeniden yüklenecek. Lütfen bekleyin...')).toBeInTheDocument();
    await waitFor(() => expect(launches).toHaveLength(2));

    const reloaded = await waitFor(() => gameFrame('Golden Bazaar'));
    post(reloaded.contentWindow, 'https://egt.example', { type: 'exit' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Golden Bazaar' })).not.toBeInTheDocument());
  });

  it('a visitor on a phone gets the login dialog, and no game', async () => {
    resetAccountState();
    const { launches } = await openOnAPhone({});
    expect(screen.getByRole('status', { name: 'account dialog' })).toHaveTextContent(/^login$/);
    expect(screen.queryByRole('dialog', { name: 'Golden Bazaar' })).not.toBeInTheDocument();
    expect(launches).toEqual([]);
  });
});
