import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

describe('/pages/{id}', () => {
  it('shows the page title and its sanitized HTML, with the other pages of its category', async () => {
    server.use(
      http.get('*/api/cms/content/2', () =>
        ok({ id: 2, title: 'Sorumlu Oyun', html: '<h2>Sınırlar</h2><p onclick="steal()">Bütçe belirleyin.</p><script>alert(1)</script>' }),
      ),
    );
    renderApp(<AppRoutes />, { route: '/pages/2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sınırlar' })).toBeInTheDocument();
    const paragraph = screen.getByText('Bütçe belirleyin.');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(document.querySelector('main script')).toBeNull();
    const section = await screen.findByRole('navigation', { name: 'Bu bölümdeki sayfalar' });
    expect(section).toHaveTextContent('Genel Kurallar');
    expect(within(section).getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Sorumlu Oyun · Zar');
  });

  it('shows a localized not-found state for an unknown page', async () => {
    server.use(http.get('*/api/cms/content/99', () => failure(404, 'cms.page_not_found', 'Sayfa bulunamadı')));
    renderApp(<AppRoutes />, { route: '/pages/99' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bu sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });
});
