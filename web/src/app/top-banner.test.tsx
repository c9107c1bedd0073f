import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { TOP_NOTIFY_CLOSE_MS } from '@/features/cms/components/top-banner';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const banner = () => screen.queryByRole('region', { name: 'Duyuru' });

describe('top banner', () => {
  it('shows TOP_NOTIFY with the current and next domain on the home page', async () => {
    renderApp(<AppRoutes />, { route: '/' });

    expect(await screen.findByText(/Güncel adresimiz localhost\..*zar2\.example/)).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('names only the current address when no next domain is configured (the server sends the current one twice)', async () => {
    server.use(http.get('*/api/cms/domainstatus', () => ok({ currentDomain: 'zar.example', nextDomain: 'zar.example' })));
    renderApp(<AppRoutes />, { route: '/' });

    const text = await screen.findByText(/Güncel adresimiz zar\.example\./);
    expect(text.textContent.match(/zar\.example/g)).toHaveLength(1);
  });

  it('closing stores the marker at once, animates away and is gone after 500 ms; it stays closed after a reload', async () => {
    const { user, unmount } = renderApp(<AppRoutes />, { route: '/' });
    await screen.findByText(/Güncel adresimiz/);

    await user.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));

    expect(window.localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(banner()?.parentElement).toHaveAttribute('data-closing', 'true');
    await act(() => new Promise((done) => setTimeout(done, TOP_NOTIFY_CLOSE_MS + 50)));
    expect(banner()).not.toBeInTheDocument();

    unmount();
    renderApp(<AppRoutes />, { route: '/' });
    await screen.findByRole('navigation', { name: 'Ana menü' });
    await screen.findAllByText('Hoş geldin bonusu');
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown away from home, and navigating home brings it back while the marker is absent', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/promotions' });
    await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' });
    expect(banner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zar ana sayfa' }));

    await waitFor(() => {
      expect(banner()).toBeInTheDocument();
    });
    expect(window.localStorage.getItem('topNotifyRead')).toBeNull();
  });
});
