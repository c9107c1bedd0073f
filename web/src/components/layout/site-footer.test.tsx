import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

function renderFooter(options: Record<string, string> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<SiteFooter />, { queryClient });
}

describe('footer', () => {
  it('links the content pages of each category to /pages/{id}, under the category title', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');

    const corporate = await within(footer).findByRole('heading', { name: 'Kurumsal' });
    const column = corporate.closest('div');
    if (!column) throw new Error('no column');
    expect(within(column).getByRole('link', { name: 'Genel Kurallar' })).toHaveAttribute('href', '/pages/1');
    expect(within(column).getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('href', '/pages/2');
    expect(within(footer).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/3');
    // A category without pages has no column.
    expect(within(footer).queryByRole('heading', { name: 'Kullanım Şartları' })).not.toBeInTheDocument();
  });

  it('has the spec’s fixed routes', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['Spor', '/spor'],
      ['Canlı Bahis', '/livespor'],
      ['E-spor', '/esports'],
      ['Casino', '/casino/slot'],
      ['Canlı Casino', '/casino/live'],
      ['TV Oyunları', '/casino/tvbets'],
      ['Oyunlar', '/casino/games'],
      // The player's limits, breaks and help, from every page (issue 22).
      ['Sorumlu Oyun', '/dashboard/responsible-gaming'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows only the social links that are set, the licence badge, the notices and the copyright year', () => {
    renderFooter({
      social_instagram: 'https://instagram.example/zar',
      social_telegram: 'https://t.example/zar',
      licence_badge_url: '/media/licence-badge.svg',
      licence_url: 'https://licence.example/zar',
    });
    const footer = screen.getByRole('contentinfo');

    const social = within(footer).getByRole('list', { name: 'Sosyal medya' });
    expect(within(social).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Instagram', 'Telegram']);
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');

    const badge = within(footer).getByRole('img', { name: 'Lisans bilgisi' });
    expect(badge).toHaveAttribute('src', '/media/licence-badge.svg');
    expect(badge).toHaveAttribute('width', '80');
    expect(badge.closest('a')).toHaveAttribute('href', 'https://licence.example/zar');

    expect(within(footer).getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri' })).toHaveTextContent('18+');
    expect(footer).toHaveTextContent('Kumar bağımlılık yapabilir.');
    expect(within(footer).getByRole('link', { name: 'Genel Şartlar ve Koşullar' })).toHaveAttribute('href', '/pages/1');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Zar`);
  });

  it('shows no social list when none is set', () => {
    renderFooter();
    expect(screen.queryByRole('list', { name: 'Sosyal medya' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Zar, spor bahisleri ve casino oyunlarını');
  });
});
