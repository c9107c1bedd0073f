import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages, prefetchPageData, preloadPage } from '@/app/pages';
import * as carouselChunk from '@/features/cms/lib/carousel-chunk';
import { createTestQueryClient } from '@/testing/test-utils';

describe('preloadPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/', 'home'],
    ['/promotions/', 'promotions'],
    ['/pages/3', 'contentPage'],
    ['/livespor/fcg', 'sports'],
    ['/casino/live', 'casino'],
  ] as const)('starts loading the chunk of %s', (path, page) => {
    const load = vi.spyOn(pages, page).mockResolvedValue({} as never);
    vi.spyOn(carouselChunk, 'loadCarouselSlides').mockResolvedValue({} as never);
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
});
