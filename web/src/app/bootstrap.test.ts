import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_RELOAD_MARKER, bootstrap } from '@/app/bootstrap';
import { casinoCategoriesQueryOptions } from '@/features/casino/api/get-categories';
import { domainStatusQueryOptions } from '@/lib/site/domain-status';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { trialBonusAmountQueryOptions } from '@/lib/site/trial-bonus';
import { i18next } from '@/lib/i18n';
import { reloadAt } from '@/lib/navigation';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

describe('start-up', () => {
  beforeEach(() => {
    window.localStorage.setItem('fingerprint', 'fp-1');
    vi.mocked(reloadAt).mockClear();
  });

  afterEach(() => {
    i18next.removeResourceBundle('tr', 'common');
    return i18next.reloadResources('tr', 'common');
  });

  it('loads site settings, domains and the trial bonus into the cache, and server texts over the bundled ones', async () => {
    server.use(
      http.post('*/api/cms/siteoptionlist', () =>
        ok([
          { key: 'betsy_url', value: 'https://sports.example/app', status: true },
          { key: 'support_url', value: '', status: true },
          { key: 'social_x', value: 'https://x.example/zar', status: false },
        ]),
      ),
      http.get('*/api/bonus/trialbonusamount', () => ok({ amount: 50 })),
      http.get('*/api/cms/translationlist', () => ok([{ key: 'TOP_NOTIFY', value: 'Yeni adres: {{nextDomain}}' }])),
    );
    const queryClient = createTestQueryClient();

    const result = await bootstrap({ queryClient });

    expect(result).toEqual({ reloading: false });
    // Unset (empty) and disabled options are absent.
    expect(queryClient.getQueryData(siteOptionsQueryOptions().queryKey)).toEqual({ betsy_url: 'https://sports.example/app' });
    expect(queryClient.getQueryData(domainStatusQueryOptions().queryKey)).toEqual({ currentDomain: 'localhost', nextDomain: 'zar2.example' });
    expect(queryClient.getQueryData(trialBonusAmountQueryOptions().queryKey)).toBe(50);
    expect(i18next.t('TOP_NOTIFY', { nextDomain: 'zar2.example' })).toBe('Yeni adres: zar2.example');
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it.each([
    ['site settings', http.post('*/api/cms/siteoptionlist', () => failure(500, 'server.error', 'Hata'))],
    ['domain status', http.get('*/api/cms/domainstatus', () => failure(503, 'server.unavailable', 'Hata'))],
    ['trial bonus', http.get('*/api/bonus/trialbonusamount', () => HttpResponse.json({ success: false, message: 'Hata', data: null }))],
  ])('reloads the page once when %s answers success:false, and not again in the same session', async (_name, handler) => {
    server.use(handler);

    await expect(bootstrap({ queryClient: createTestQueryClient() })).resolves.toEqual({ reloading: true });
    expect(reloadAt).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(STARTUP_RELOAD_MARKER)).not.toBeNull();

    // The reloaded page fails again: start-up goes on instead of looping.
    await expect(bootstrap({ queryClient: createTestQueryClient() })).resolves.toEqual({ reloading: false });
    expect(reloadAt).toHaveBeenCalledOnce();
  });

  it('loads the casino categories (product §4), and goes on without them when they fail', async () => {
    const categories = [{ id: 1, name: 'Popüler', slugList: ['slot'], imageUrl: '' }];
    server.use(http.get('*/api/casino/categorylist', () => ok(categories)));
    const queryClient = createTestQueryClient();
    await bootstrap({ queryClient });
    expect(queryClient.getQueryData(casinoCategoriesQueryOptions('tr').queryKey)).toEqual(categories);

    server.use(http.get('*/api/casino/categorylist', () => failure(500, 'server.error', 'Hata')));
    await expect(bootstrap({ queryClient: createTestQueryClient() })).resolves.toEqual({ reloading: false });
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('a clean start-up clears the reload marker', async () => {
    window.sessionStorage.setItem(STARTUP_RELOAD_MARKER, '1');
    await bootstrap({ queryClient: createTestQueryClient() });
    expect(window.sessionStorage.getItem(STARTUP_RELOAD_MARKER)).toBeNull();
  });

  it('continues without reloading when the server cannot be reached', async () => {
    server.use(
      http.post('*/api/cms/siteoptionlist', () => HttpResponse.error()),
      http.get('*/api/cms/domainstatus', () => HttpResponse.error()),
      http.get('*/api/cms/translationlist', () => HttpResponse.error()),
      http.get('*/api/cms/languagelist', () => HttpResponse.error()),
      http.get('*/api/bonus/trialbonusamount', () => HttpResponse.error()),
    );
    const queryClient = createTestQueryClient();

    await expect(bootstrap({ queryClient })).resolves.toEqual({ reloading: false });
    expect(reloadAt).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(trialBonusAmountQueryOptions().queryKey)).toBe(0);
  });

  it('takes the trial bonus amount from the trial_bonus_amount setting when the server lists it', async () => {
    let endpointCalled = false;
    server.use(
      http.post('*/api/cms/siteoptionlist', () => ok([{ key: 'trial_bonus_amount', value: '25.50', status: true }])),
      http.get('*/api/bonus/trialbonusamount', () => {
        endpointCalled = true;
        return ok({ amount: 99 });
      }),
    );
    const queryClient = createTestQueryClient();

    await bootstrap({ queryClient });
    expect(queryClient.getQueryData(trialBonusAmountQueryOptions().queryKey)).toBe(25.5);
    expect(endpointCalled).toBe(false);
  });

  it('treats a server without the trial bonus endpoint (404) as no trial bonus', async () => {
    server.use(http.get('*/api/bonus/trialbonusamount', () => failure(404, 'route.not_found', 'Bulunamadı')));
    const queryClient = createTestQueryClient();

    await expect(bootstrap({ queryClient })).resolves.toEqual({ reloading: false });
    expect(queryClient.getQueryData(trialBonusAmountQueryOptions().queryKey)).toBe(0);
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
