import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PopupBanner } from '@/features/cms/components/popup-banner';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const popup = (id: number) => ({
  id,
  images: [`/media/popup-${id}-m.png`, `/media/popup-${id}-xl.png`, `/media/popup-${id}-l.png`],
  url: '/promotions',
  target: '_self',
  title: `Kampanya ${id}`,
  description: 'Hafta sonuna özel fırsat.',
});

describe('popup banner', () => {
  it('shows a popup once: closed, it does not come back on the next visit', async () => {
    server.use(http.get('*/api/cms/popup', () => ok(popup(4))));
    const first = renderApp(<PopupBanner />);

    const dialog = await screen.findByRole('dialog', { name: 'Kampanya 4' });
    expect(dialog).toHaveTextContent('Hafta sonuna özel fırsat.');
    const picture = dialog.querySelector('picture');
    expect(picture?.querySelector('source[media="(min-width: 1200px)"]')).toHaveAttribute('srcset', '/media/popup-4-xl.png');
    expect(picture?.querySelector('source[media="(min-width: 992px)"]')).toHaveAttribute('srcset', '/media/popup-4-l.png');
    expect(picture?.querySelector('img')).toHaveAttribute('src', '/media/popup-4-m.png');
    expect(screen.getByRole('link', { name: 'Kampanya 4' })).toHaveAttribute('href', '/promotions');

    await first.user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderApp(<PopupBanner />);
    // Give the query time to answer: the popup must still stay away.
    await new Promise((done) => setTimeout(done, 150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new popup (another id) even after an earlier one was seen', async () => {
    window.localStorage.setItem('popupSeen', JSON.stringify([4]));
    server.use(http.get('*/api/cms/popup', () => ok(popup(5))));

    renderApp(<PopupBanner />);

    expect(await screen.findByRole('dialog', { name: 'Kampanya 5' })).toBeInTheDocument();
  });

  it('shows nothing when there is no popup', async () => {
    renderApp(<PopupBanner />);
    await new Promise((done) => setTimeout(done, 150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
