import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages, prefetchPageData, preloadPage } from '@/app/pages';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/test-utils';

describe('preloadPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it.each([
    ['/', 'home'],
    ['/promotions/', 'promotions'],
    ['/pages/3', 'contentPage'],
    ['/livespor/fcg', 'sports'],
    ['/casino/live', 'casino'],
  ] as const)('starts loading the chunk of %s', (path, page) => {
    const load = vi.spyOn(pages, page).mockResolvedValue({} as never);
    preloadPage(path);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads nothing for the other routes (they load on their own)', () => {
    const loads = (Object.keys(pages) as (keyof typeof pages)[]).map((page) => vi.spyOn(pages, page).mockResolvedValue({} as never));
    preloadPage('/dashboard/account');
    preloadPage('/casino/play/abc');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it("fetches the home carousel's slides early, and nothing for other pages", async () => {
    const queryClient = createTestQueryClient();
    prefetchPageData('/promotions', queryClient);
    expect(queryClient.isFetching()).toBe(0);
    prefetchPageData('/', queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(['cms', 'sliders', 'home', 'tr'])).toBeDefined());
  });

  it("preloads the first slide's picture at high priority, one link per breakpoint", async () => {
    server.use(http.post('*/api/cms/sliderlist', () => ok([{ id: 1, url: '', target: '_self', images: ['/m.webp', '/xl.webp', '/l.webp'] }])));
    prefetchPageData('/', createTestQueryClient());

    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(3));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.media])).toEqual([
      ['/xl.webp', '(min-width: 1200px)'],
      ['/l.webp', '(min-width: 992px) and (max-width: 1199.98px)'],
      ['/m.webp', '(max-width: 991.98px)'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('fetchpriority', 'high');
  });
});
