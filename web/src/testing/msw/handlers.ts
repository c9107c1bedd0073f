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
  http.get('*/api/auth/form', ({ request }) =>
    ok({ countries: request.headers.get('x-locale') === 'en' ? COUNTRIES.en : COUNTRIES.tr, defaultCountryId: 1 }),
  ),
];
