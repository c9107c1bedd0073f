import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { AppRoutes } from '@/app/router';
import { ok } from '@/testing/msw/envelope';
import { demoPromotions } from '@/testing/msw/cms-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

function AddressShown() {
  const { pathname } = useLocation();
  return (
    <>
      <AppRoutes />
      <output aria-label="address">{pathname}</output>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address', hidden: true }).textContent;

describe('/promotions', () => {
  it('lists the promotions as cards with their card picture and end date', async () => {
    renderApp(<AppRoutes />, { route: '/promotions' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Hoş geldin bonusu' })).closest('article');
    if (!card) throw new Error('no card');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/p7-card.svg');
    expect(card).toHaveTextContent(/Son gün \d\d\.\d\d\.2030/);
    expect(screen.getByRole('heading', { level: 3, name: 'Haftalık kayıp bonusu' }).closest('article')).toHaveTextContent('Süresiz kampanya');
    expect(screen.getByRole('navigation', { name: 'Bulunduğunuz yer' })).toHaveTextContent('Ana sayfa/Promosyonlar');
    expect(document.title).toBe('Promosyonlar · Zar');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('güncel bonuslar'));
  });

  it('opens the detail dialog at the promotion’s own address, with the second picture, the title and sanitized HTML', async () => {
    server.use(
      http.get('*/api/cms/promotions', () =>
        ok([{ ...demoPromotions(false)[0], html: '<p>Şartlar <img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://x.example">bağlantı</a></p>' }]),
      ),
    );
    const { user } = renderApp(<AddressShown />, { route: '/promotions' });

    await user.click(await screen.findByRole('link', { name: 'Hoş geldin bonusu: detaylar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });
    expect(address()).toBe('/promotions/7');
    expect(document.title).toBe('Hoş geldin bonusu · Zar');
    expect(dialog.querySelector('picture img')).toHaveAttribute('src', '/media/p7-wide.svg');
    expect(dialog).toHaveTextContent('Şartlar');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'bağlantı' })).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(address()).toBe('/promotions');
    expect(screen.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeInTheDocument();
  });

  it('Escape closes the detail and gives the focus back to the card that opened it', async () => {
    const { user } = renderApp(<AddressShown />, { route: '/promotions' });
    const link = await screen.findByRole('link', { name: 'Hoş geldin bonusu: detaylar' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(address()).toBe('/promotions');
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Hoş geldin bonusu: detaylar' })).toHaveFocus();
    });
  });

  it('a promotion’s address opened directly shows its detail over the list; closing leaves the list', async () => {
    const { user } = renderApp(<AddressShown />, { route: '/promotions/7' });

    const dialog = await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promosyonlar', hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => {
      expect(address()).toBe('/promotions');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a home page card links to the promotion’s address', async () => {
    renderApp(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Hoş geldin bonusu: detaylar' })).toHaveAttribute('href', '/promotions/7');
  });

  it('the address of a promotion that has ended says so and shows the list', async () => {
    renderApp(<AddressShown />, { route: '/promotions/999' });

    expect(await screen.findByText('Bu promosyon artık yayında değil.')).toBeInTheDocument();
    await waitFor(() => {
      expect(address()).toBe('/promotions');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a designed empty state', async () => {
    server.use(http.get('*/api/cms/promotions', () => ok([])));
    renderApp(<AppRoutes />, { route: '/promotions' });
    expect(await screen.findByRole('heading', { name: 'Şu an aktif promosyon yok' })).toBeInTheDocument();
  });
});
