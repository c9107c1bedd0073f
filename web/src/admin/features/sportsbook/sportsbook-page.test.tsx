import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import EventPage from '@/admin/features/sportsbook/event-page';
import SportsbookPage from '@/admin/features/sportsbook/sportsbook-page';
import type { AdminEvent, AdminSlip, EventDetail } from '@/admin/lib/api-types';
import { signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = (
  <>
    <Route path="/sportsbook" element={<SportsbookPage />} />
    <Route path="/sportsbook/events/:id" element={<EventPage />} />
  </>
);

const anEvent = (changes: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 41,
  sport: 'football',
  sportName: 'Futbol',
  league: 'tr-super-lig',
  leagueName: 'Süper Lig',
  country: 'TR',
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startsAt: '2026-12-02T17:00:00Z',
  endsAt: '2026-12-02T18:50:00Z',
  status: 'live',
  bestOf: 1,
  score: null,
  reason: '',
  openSlips: 1,
  openStake: 100,
  ...changes,
});

const aSlip = (changes: Partial<AdminSlip> = {}): AdminSlip => ({
  id: 9001,
  player: 'ayse1990',
  kind: 'single',
  systemSize: null,
  lines: 1,
  stakePerLine: 100,
  totalStake: 100,
  potentialPayout: 185,
  payout: null,
  status: 'open',
  voidAsked: false,
  reason: '',
  placedAt: '2026-12-02T16:00:00Z',
  settledAt: null,
  selections: [
    { eventId: 41, sport: 'football', event: 'Galatasaray – Fenerbahçe', startsAt: '2026-12-02T17:00:00Z', market: '1x2', marketName: 'Maç Sonucu', outcome: '1', outcomeName: 'Galatasaray', odds: 1.85, result: null },
  ],
  ...changes,
});

function serveEvent() {
  const detail: EventDetail = {
    ...anEvent(),
    markets: [
      {
        key: '1x2',
        group: 'main',
        groupName: 'Ana Bahisler',
        name: 'Maç Sonucu',
        outcomes: [
          { code: '1', name: 'Galatasaray', odds: 1.85, lines: 1, stake: 100, potentialPayout: 185 },
          { code: 'X', name: 'Beraberlik', odds: 3.6, lines: 0, stake: 0, potentialPayout: 0 },
          { code: '2', name: 'Fenerbahçe', odds: 4.2, lines: 0, stake: 0, potentialPayout: 0 },
        ],
      },
    ],
    slips: [aSlip()],
  };
  server.use(http.get('*/api/admin/sportsbook/events/41', () => ok(detail)));
}

describe('the sportsbook screen', () => {
  it('lists events with the filters the address keeps', async () => {
    signInOperator('support');
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/sportsbook/events', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return ok({ items: [anEvent()], total: 1 });
      }),
    );
    renderAdmin(routes, '/sportsbook?sport=football&status=live');
    expect(await screen.findByRole('link', { name: 'Galatasaray – Fenerbahçe' })).toHaveAttribute('href', '/sportsbook/events/41');
    expect(asked[0]?.get('sport')).toBe('football');
    expect(asked[0]?.get('status')).toBe('live');
    expect(screen.getByLabelText('Spor')).toHaveValue('football');
  });

  it('lets support read an event but not enter a result, cancel it or void a slip', async () => {
    signInOperator('support');
    serveEvent();
    renderAdmin(routes, '/sportsbook/events/41');
    expect(await screen.findByRole('heading', { name: 'Galatasaray – Fenerbahçe' })).toBeInTheDocument();
    expect(screen.getAllByText('₺185,00').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sonuç gir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Etkinliği iptal et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '9001 numaralı kuponu iade et' })).not.toBeInTheDocument();
  });

  it('lets finance enter a football result, checked before it is sent', async () => {
    signInOperator('finance');
    serveEvent();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/sportsbook/events/41/result', async ({ request }) => {
        sent.push(await request.json());
        return ok({ ...anEvent({ status: 'ended' }), markets: [], slips: [] });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/sportsbook/events/41');
    await user.click(await screen.findByRole('button', { name: 'Sonuç gir' }));
    const dialog = within(await screen.findByRole('dialog'));
    const [htHome, htAway, ftHome, ftAway] = dialog.getAllByRole('textbox') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await user.type(htHome, '3');
    await user.type(htAway, '0');
    await user.type(ftHome, '2');
    await user.type(ftAway, '1');
    await user.click(dialog.getByRole('button', { name: 'Sonucu kaydet' }));
    expect(await dialog.findByText('İlk yarı skoru maç sonu skorundan büyük olamaz.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(htHome);
    await user.type(htHome, '1');
    await user.click(dialog.getByRole('button', { name: 'Sonucu kaydet' }));
    await screen.findByText('Galatasaray – Fenerbahçe', { selector: 'h1' });
    expect(sent).toEqual([{ home: 2, away: 1, periods: [[1, 0], [1, 1]], overtimeWinner: null }]);
  });

  it('asks finance for a reason before voiding a slip', async () => {
    signInOperator('finance');
    serveEvent();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/sportsbook/slips/9001/void', async ({ request }) => {
        sent.push(await request.json());
        return ok(aSlip({ voidAsked: true, reason: 'Açık hata' }));
      }),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/sportsbook/events/41');
    await user.click(await screen.findByRole('button', { name: '9001 numaralı kuponu iade et' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Kuponu iade et' }));
    expect(sent).toHaveLength(0);
    await user.type(dialog.getByRole('textbox'), 'Açık hata');
    await user.click(dialog.getByRole('button', { name: 'Kuponu iade et' }));
    await screen.findByRole('heading', { name: 'Galatasaray – Fenerbahçe' });
    expect(sent).toEqual([{ reason: 'Açık hata' }]);
  });
});
