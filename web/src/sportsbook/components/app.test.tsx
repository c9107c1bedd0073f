import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSlip, useSlip } from '@/sportsbook/lib/slip-store';
import { event, fakeApi, ok, refuse, renderFrame } from '@/sportsbook/testing/render-frame';

const parent = { postMessage: vi.fn() };

/** A desktop (every `min-width` query matches) or a phone (none does). */
function screenIs(kind: 'desktop' | 'phone') {
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    Object.assign(new EventTarget(), { matches: kind === 'desktop' && media.includes('min-width'), media, onchange: null, addListener: () => undefined, removeListener: () => undefined }),
  );
}

beforeEach(() => {
  // Framed by the site at https://zar.example.
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: 'https://zar.example/spor', configurable: true });
  parent.postMessage.mockReset();
  reloadSlip();
  screenIs('desktop');
});

afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  vi.unstubAllGlobals();
});

const posted = () => parent.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);

describe('the sportsbook frame', () => {
  it('lists events by league and keeps a chosen price highlighted on the slip', async () => {
    vi.stubGlobal('fetch', fakeApi({ events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2]), event(2, 'Beşiktaş', 'Trabzonspor', [2.1, 3.3, 3.4])] }));
    renderFrame();
    const price = await screen.findByRole('button', { name: 'Galatasaray 1.85' });
    expect(screen.getByRole('region', { name: 'Süper Lig' })).toBeInTheDocument();
    await userEvent.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(within(slip).getByText('Galatasaray – Fenerbahçe')).toBeInTheDocument();
    expect(posted()).not.toContain('zar-sportsbook:login');
    expect(JSON.parse(window.sessionStorage.getItem('zar-sportsbook-slip') ?? '{}')).toMatchObject({ selections: [{ eventId: 1, outcome: '1', odds: 1.85 }] });
  });

  it('keeps a visitor’s selection and asks the site to log in', async () => {
    vi.stubGlobal('fetch', fakeApi({ events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2])] }));
    renderFrame({ token: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw 3.60' }));
    expect(useSlip.getState().selections).toHaveLength(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'zar-sportsbook:login' }, 'https://zar.example');
  });

  it('places a multiple, shows the receipt and tells the site the balance moved', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2]), event(2, 'Beşiktaş', 'Trabzonspor', [2.1, 3.3, 3.4])],
        place: (body) => {
          bodies.push(body);
          return ok({ id: 4711, requestId: body.requestId, kind: 'multiple', systemSize: null, systemName: null, lines: 1, stakePerLine: 10, totalStake: 10, potentialPayout: 38.85, status: 'open', payout: null, placedAt: new Date().toISOString(), settledAt: null, selections: [] });
        },
      }),
    );
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Galatasaray 1.85' }));
    await userEvent.click(screen.getByRole('button', { name: 'Beşiktaş 2.10' }));
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(within(slip).getByRole('button', { name: 'Multiple' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(within(slip).getByLabelText('Stake'), '10');
    expect(within(slip).getByText('3.89')).toBeInTheDocument();
    expect(within(slip).getByText('₺38.85')).toBeInTheDocument();
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet ₺10.00' }));
    expect(await within(slip).findByText('Bet no. 4711')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ kind: 'multiple', stake: 10, stakePer: 'line', oddsChange: 'none', selections: [{ eventId: 1, market: '1x2', outcome: '1', odds: 1.85 }, { eventId: 2, market: '1x2', outcome: '1', odds: 2.1 }] });
    expect(posted()).toContain('zar-sportsbook:balance');
    await userEvent.click(within(slip).getByRole('button', { name: 'New slip' }));
    expect(useSlip.getState().selections).toHaveLength(0);
  });

  it('shows moved odds on their leg and takes them with one tap', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2])],
        place: (body) => {
          calls += 1;
          if (calls === 1) return refuse(409, 'sportsbook.odds_changed', 'The odds changed.', { selections: [{ eventId: 1, market: '1x2', outcome: '1', odds: 1.7 }] });
          return ok({ id: 9, requestId: body.requestId, kind: 'single', systemSize: null, systemName: null, lines: 1, stakePerLine: 5, totalStake: 5, potentialPayout: 8.5, status: 'open', payout: null, placedAt: new Date().toISOString(), settledAt: null, selections: [] });
        },
      }),
    );
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Galatasaray 1.85' }));
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    await userEvent.type(within(slip).getByLabelText('Stake'), '5');
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet ₺5.00' }));
    expect(await within(slip).findByText('Odds changed: 1.85 → 1.70')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet ₺5.00' })).toBeDisabled();
    const [accept] = within(slip).getAllByRole('button', { name: 'Accept the new odds' });
    if (!accept) throw new Error('no Accept button');
    await userEvent.click(accept);
    expect(useSlip.getState().selections[0]?.odds).toBe(1.7);
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet ₺5.00' }));
    expect(await within(slip).findByText('Bet no. 9')).toBeInTheDocument();
  });

  it('offers the maximum stake when the stake is too high', async () => {
    vi.stubGlobal('fetch', fakeApi({ events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2])], place: () => refuse(422, 'sportsbook.stake_too_high', 'Too high.', { maxStake: 750 }) }));
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Galatasaray 1.85' }));
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    await userEvent.type(within(slip).getByLabelText('Stake'), '5000');
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet ₺5,000.00' }));
    await userEvent.click(await within(slip).findByRole('button', { name: 'Use the maximum, ₺750.00' }));
    expect(within(slip).getByLabelText('Stake')).toHaveValue('750');
  });

  it('puts the slip in a bottom sheet with its count on a phone', async () => {
    screenIs('phone');
    vi.stubGlobal('fetch', fakeApi({ events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2]), event(2, 'Beşiktaş', 'Trabzonspor', [2.1, 3.3, 3.4])] }));
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Galatasaray 1.85' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trabzonspor 3.40' }));
    expect(screen.queryByRole('complementary', { name: 'Bet slip' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the bet slip · 2 selections' }));
    const sheet = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(within(sheet).getByText('Beşiktaş – Trabzonspor')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says honestly when nothing is live', async () => {
    vi.stubGlobal('fetch', fakeApi({ events: [event(1, 'Galatasaray', 'Fenerbahçe', [1.85, 3.6, 4.2])] }));
    renderFrame({ page: 'live' });
    expect(await screen.findByRole('heading', { name: 'No live matches right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upcoming matches' }));
    expect(await screen.findByRole('button', { name: 'Galatasaray 1.85' })).toBeInTheDocument();
  });
});

