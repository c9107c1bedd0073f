import { http, HttpResponse } from 'msw';
import { cmsHandlers } from '@/testing/msw/cms-handlers';

/** A success envelope, as the server sends it. */
export function ok(data: unknown, message: string | null = null) {
  return HttpResponse.json({ success: true, message, data });
}

/** A failure envelope with its status and stable code. */
export function failure(
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
) {
  return HttpResponse.json({ success: false, message, data: null, code, ...(errors ? { errors } : {}) }, { status });
}

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
