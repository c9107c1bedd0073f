import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagManager } from '@/features/cms/components/tag-manager';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { tagManagerId } from '@/lib/site/tag-manager';
import { createTestQueryClient } from '@/testing/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';

const GTM = 'script[src^="https://www.googletagmanager.com/gtm.js"]';

function renderWith(options: Record<string, string>, production: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return render(
    <QueryClientProvider client={queryClient}>
      <TagManager production={production} />
    </QueryClientProvider>,
  );
}

/** jsdom has no requestIdleCallback: the test decides when the page is idle. */
function stubIdle(request: (callback: IdleRequestCallback) => number) {
  const spy = vi.fn(request);
  Object.assign(window, { requestIdleCallback: spy, cancelIdleCallback: vi.fn() });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  document.head.querySelectorAll(GTM).forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('the tag manager (product §9)', () => {
  it('is the option’s GTM container in production builds only, and nothing that is not a GTM id', () => {
    expect(tagManagerId({ tag_manager_id: 'GTM-K7X2Q9' }, true)).toBe('GTM-K7X2Q9');
    expect(tagManagerId({ tag_manager_id: 'GTM-K7X2Q9' }, false)).toBeNull();
    expect(tagManagerId({}, true)).toBeNull();
    expect(tagManagerId({ tag_manager_id: 'GTM-1"><script>' }, true)).toBeNull();
  });

  it('loads gtm.js once the page is idle, with the start event, and only once', async () => {
    let idle: IdleRequestCallback | undefined;
    stubIdle((callback) => {
      idle = callback;
      return 1;
    });
    const first = renderWith({ tag_manager_id: 'GTM-K7X2Q9' }, true);
    expect(document.head.querySelector(GTM)).toBeNull();
    await waitFor(() => expect(idle).toBeDefined());
    idle?.({ didTimeout: false, timeRemaining: () => 50 });
    await waitFor(() => expect(document.head.querySelector(GTM)).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-K7X2Q9'));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    first.unmount();
    const second = renderWith({ tag_manager_id: 'GTM-K7X2Q9' }, true);
    idle?.({ didTimeout: false, timeRemaining: () => 50 });
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(document.head.querySelectorAll(GTM)).toHaveLength(1);
    second.unmount();
  });

  it('loads nothing in a development build or without the option', () => {
    const idle = stubIdle(() => 1);
    renderWith({ tag_manager_id: 'GTM-K7X2Q9' }, false);
    renderWith({}, true);
    expect(idle).not.toHaveBeenCalled();
    expect(document.head.querySelector(GTM)).toBeNull();
  });
});
