import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { apiClient } from '@/lib/api/client';
import { DEV_OUTBOX_HEADER, useDevOutboxStore } from '@/lib/api/dev-outbox';
import { changeLanguage } from '@/lib/i18n';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const strip = (name = 'Geliştirme modu') => screen.queryByRole('region', { name });

/** The server with its development outbox on: the domain status (asked for on every page) carries the header. */
function devOutboxServer() {
  server.use(
    http.get('*/api/cms/domainstatus', () =>
      HttpResponse.json(
        { success: true, message: null, data: { currentDomain: 'localhost', nextDomain: 'zar2.example' } },
        { headers: { [DEV_OUTBOX_HEADER]: 'on' } },
      ),
    ),
  );
}

describe('development outbox strip', () => {
  beforeEach(() => {
    // The flag lives for the page's life; each test is a fresh page.
    useDevOutboxStore.setState({ on: false });
  });

  it('shows above the header while the server says its outbox is on, linking /dev/outbox in a new tab', async () => {
    devOutboxServer();
    renderApp(<AppRoutes />, { route: '/promotions' });

    const banner = await screen.findByRole('region', { name: 'Geliştirme modu' });
    expect(banner).toHaveTextContent("e-postalar ve SMS'ler gönderilmez");
    const links = within(banner).getAllByRole('link', { name: '/dev/outbox (yeni sekmede açılır)' });
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/dev/outbox');
      expect(link).toHaveAttribute('target', '_blank');
    }
    // Above the header, not inside it: the first thing of the page.
    const header = screen.getByRole('banner');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It cannot be closed.
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('stays when a later answer lacks the header (a proxy’s error page), and speaks the player’s language', async () => {
    devOutboxServer();
    renderApp(<AppRoutes />, { route: '/' });
    await screen.findByRole('region', { name: 'Geliştirme modu' });

    server.use(http.get('*/api/health', () => new HttpResponse('Bad Gateway', { status: 502 })));
    await act(() => apiClient.GET('/api/health'));
    expect(strip()).toBeInTheDocument();

    await changeLanguage('en');

    const banner = await screen.findByRole('region', { name: 'Development mode' });
    expect(banner).toHaveTextContent('e-mails and SMS are not sent; they are shown at /dev/outbox');
  });

  it('shows nothing while the server does not send the header', async () => {
    renderApp(<AppRoutes />, { route: '/promotions' });

    await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' });
    expect(strip()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/dev\/outbox/ })).not.toBeInTheDocument();
  });
});
