import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError, apiClient, connectSession, unwrap } from '@/lib/api/client';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: 'computed-visitor-id' }) }),
}));

/** Records the headers of every call to auth/form. */
function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.get('*/api/auth/form', ({ request }) => {
      seen.push(request.headers);
      return ok({ countries: [], defaultCountryId: 1 });
    }),
  );
  return seen;
}

const fetchForm = (options?: Parameters<typeof unwrap>[1]) => unwrap(apiClient.GET('/api/auth/form'), options);

describe('api client', () => {
  const onUnauthorized = vi.fn();
  let token: string | null = null;

  beforeEach(() => {
    token = null;
    onUnauthorized.mockReset();
    connectSession({ getToken: () => token, onUnauthorized });
    render(createElement(Toaster));
  });

  afterEach(() => {
    connectSession({ getToken: () => null, onUnauthorized: () => undefined });
  });

  describe('headers', () => {
    it('sends x-locale (Turkish by default), x-fingerprint and no Authorization for a visitor', async () => {
      window.localStorage.setItem('fingerprint', 'visitor-123');
      const seen = captureHeaders();

      await fetchForm();

      expect(seen[0]?.get('x-locale')).toBe('tr');
      expect(seen[0]?.get('x-fingerprint')).toBe('visitor-123');
      expect(seen[0]?.has('authorization')).toBe(false);
    });

    it("on a first visit a visitor's reads go without the fingerprint; a POST waits for it, and it is stored", async () => {
      window.localStorage.removeItem('fingerprint');
      const seen = captureHeaders();
      const posted: Headers[] = [];
      server.use(
        http.post('*/api/auth/login', ({ request }) => {
          posted.push(request.headers);
          return ok(null);
        }),
      );

      await fetchForm();
      expect(seen[0]?.has('x-fingerprint')).toBe(false);

      await Promise.all([apiClient.POST('/api/auth/login', { body: { username: 'ada', password: 'secret' } }), apiClient.POST('/api/auth/login', { body: { username: 'ada', password: 'secret' } })]);
      expect(posted.map((headers) => headers.get('x-fingerprint'))).toEqual(['computed-visitor-id', 'computed-visitor-id']);
      expect(window.localStorage.getItem('fingerprint')).toBe('computed-visitor-id');

      await fetchForm();
      expect(seen[1]?.get('x-fingerprint')).toBe('computed-visitor-id');
    });

    it("on a first visit a visitor's read POSTs (slides, site options, lobbies) go without the fingerprint", async () => {
      window.localStorage.removeItem('fingerprint');
      const seen: Headers[] = [];
      server.use(
        http.post('*/api/cms/sliderlist', ({ request }) => {
          seen.push(request.headers);
          return ok([]);
        }),
        http.post('*/api/cms/siteoptionlist', ({ request }) => {
          seen.push(request.headers);
          return ok({});
        }),
      );

      await apiClient.POST('/api/cms/sliderlist', { body: { slug: 'home' } });
      await apiClient.POST('/api/cms/siteoptionlist', {});
      expect(seen.map((headers) => headers.has('x-fingerprint'))).toEqual([false, false]);
      expect(window.localStorage.getItem('fingerprint')).toBeNull();

      // Once known, they carry it like every call.
      window.localStorage.setItem('fingerprint', 'computed-visitor-id');
      await apiClient.POST('/api/cms/sliderlist', { body: { slug: 'home' } });
      expect(seen[2]?.get('x-fingerprint')).toBe('computed-visitor-id');
    });

    it("a logged-in player's reads wait for the fingerprint", async () => {
      window.localStorage.removeItem('fingerprint');
      token = 'session-token';
      const seen = captureHeaders();

      await fetchForm();

      expect(seen[0]?.get('x-fingerprint')).toBe('computed-visitor-id');
    });

    it('sends the stored language after a switch and the bearer token when logged in', async () => {
      await changeLanguage('en');
      token = 'session-token';
      const seen = captureHeaders();

      await fetchForm();

      expect(seen[0]?.get('x-locale')).toBe('en');
      expect(seen[0]?.get('authorization')).toBe('Bearer session-token');
    });
  });

  describe('envelope', () => {
    it('resolves with the data of a successful envelope', async () => {
      await expect(fetchForm()).resolves.toEqual({
        countries: [
          { id: 1, name: 'Türkiye' },
          { id: 2, name: 'Almanya' },
        ],
        defaultCountryId: 1,
      });
    });

    it('throws an ApiError with status, code, message and field errors, and shows the message as an error toast', async () => {
      server.use(
        http.get('*/api/auth/form', () =>
          failure(422, 'request.validation', 'Form hatalı.', { username: ['Kullanıcı adı gerekli.'] }),
        ),
      );

      const error = await fetchForm().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 422,
        code: 'request.validation',
        message: 'Form hatalı.',
        errors: { username: ['Kullanıcı adı gerekli.'] },
      });
      expect(await screen.findByText('Form hatalı.')).toBeInTheDocument();
    });

    it('treats success:false with HTTP 200 as a failure', async () => {
      server.use(http.get('*/api/auth/form', () => HttpResponse.json({ success: false, message: 'Olmadı.', data: null })));

      await expect(fetchForm()).rejects.toMatchObject({ status: 200, code: null, message: 'Olmadı.' });
      expect(await screen.findByText('Olmadı.')).toBeInTheDocument();
    });

    it('shows no toast when the caller opts out', async () => {
      server.use(http.get('*/api/auth/form', () => failure(409, 'auth.username_taken', 'Bu kullanıcı adı alınmış.')));

      const showError = vi.spyOn(notify, 'error');

      await expect(fetchForm({ errorToast: false })).rejects.toBeInstanceOf(ApiError);
      expect(showError).not.toHaveBeenCalled();
    });

    it('shows the success message as a success toast when asked', async () => {
      server.use(http.get('*/api/auth/form', () => ok({ countries: [], defaultCountryId: 1 }, 'Kaydedildi.')));

      await fetchForm({ successToast: true });

      expect(await screen.findByText('Kaydedildi.')).toBeInTheDocument();
    });

    it('reports an unreachable server as a network ApiError with a localized message', async () => {
      server.use(http.get('*/api/auth/form', () => HttpResponse.error()));

      await expect(fetchForm()).rejects.toMatchObject({ status: 0, code: 'network' });
      expect(await screen.findByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.')).toBeInTheDocument();
    });

    it('reports a body that is not an envelope as an unexpected error', async () => {
      server.use(http.get('*/api/auth/form', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));

      await expect(fetchForm()).rejects.toMatchObject({ status: 502, code: null });
      expect(await screen.findByText('Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.')).toBeInTheDocument();
    });
  });

  describe('401', () => {
    it('logs out with the envelope’s code (why the session ended) and shows no toast', async () => {
      token = 'expired';
      const showError = vi.spyOn(notify, 'error');
      server.use(http.get('*/api/auth/form', () => failure(401, 'auth.session_expired', 'Oturumunuz sona erdi.')));

      await expect(fetchForm()).rejects.toMatchObject({ status: 401 });

      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('auth.session_expired');
      expect(showError).not.toHaveBeenCalled();
    });

    it('does not log out on other failures', async () => {
      server.use(http.get('*/api/auth/form', () => failure(400, 'auth.invalid_credentials', 'Hatalı giriş.')));

      await expect(fetchForm()).rejects.toMatchObject({ status: 400 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});
