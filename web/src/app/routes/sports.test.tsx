import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

function renderAt(route: string, options: Record<string, string>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<AppRoutes />, { route, queryClient });
}

describe('sportsbook pages', () => {
  it('show the configured partner full height, in the page language', async () => {
    renderAt('/livespor', { betsy_url: 'https://sports.example/app', betsy_cid: 'zar-77' });

    const frame = await screen.findByTitle('Canlı Bahis: bahis ekranı');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://sports.example/app?cid=zar-77&lang=tr&page=live');
    expect(screen.getByRole('heading', { level: 1, name: 'Canlı Bahis' })).toBeInTheDocument();
    expect(document.title).toBe('Canlı Bahis · Zar');
  });

  it('show a clear notice with one way on when the partner is not configured', async () => {
    renderAt('/esports', {});

    expect(await screen.findByRole('heading', { level: 1, name: 'E-spor şu anda hizmet dışı' })).toBeInTheDocument();
    expect(screen.queryByTitle(/bahis ekranı/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promosyonlara göz at' })).toHaveAttribute('href', '/promotions');
  });
});
