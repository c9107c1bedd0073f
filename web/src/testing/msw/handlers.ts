import { http } from 'msw';
import { cmsHandlers } from '@/testing/msw/cms-handlers';
import { ok } from '@/testing/msw/envelope';

const COUNTRIES = {
  tr: [
    { id: 1, name: 'Türkiye' },
    { id: 2, name: 'Almanya' },
  ],
  en: [
    { id: 1, name: 'Türkiye' },
    { id: 2, name: 'Germany' },
  ],
};

/** The server as it answers today; tests override single calls with `server.use(…)`. */
export const handlers = [
  ...cmsHandlers,
  http.get('*/api/health', () => ok({ version: '0.1.0', database: 'ok' })),
  // A player with no notifications (tests of the panel give theirs with `server.use`).
  http.post('*/api/customer/notification', () => ok([])),
  http.post('*/api/customer/readnotification', () => ok(null, 'OK')),
  // An empty casino (tests of the lobbies serve their catalogue from features/casino/testing).
  http.get('*/api/casino/categorylist', () => ok([])),
  http.get('*/api/casino/favoritelist', () => ok([])),
  http.post('*/api/casino/games', () => ok([])),
  http.post('*/api/transaction/topwinners', () => ok([])),
  http.get('*/api/auth/form', ({ request }) =>
    ok({ countries: request.headers.get('x-locale') === 'en' ? COUNTRIES.en : COUNTRIES.tr, defaultCountryId: 1 }),
  ),
];
