import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PopupBanner } from '@/features/cms/components/popup-banner';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';
import { useDialogStore } from '@/stores/dialog-store';

/** The visitor's first touch of the page (a scroll), after which the popup may show. */
const interact = () => fireEvent.scroll(window);

/** Long enough for the page to be idle and for a query to answer. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 400)));

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
    interact();

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
    interact();
    // Give the query time to answer: the popup must still stay away.
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new popup (another id) even after an earlier one was seen', async () => {
    window.localStorage.setItem('popupSeen', JSON.stringify([4]));
    server.use(http.get('*/api/cms/popup', () => ok(popup(5))));

    renderApp(<PopupBanner />);
    interact();

    expect(await screen.findByRole('dialog', { name: 'Kampanya 5' })).toBeInTheDocument();
  });

  it('waits for the visitor to interact with the page, so it never is the largest paint', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/cms/popup', () => {
        asked += 1;
        return ok(popup(6));
      }),
    );
    renderApp(<PopupBanner />);

    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not even fetched: fetching marks it as seen.
    expect(asked).toBe(0);

    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByRole('dialog', { name: 'Kampanya 6' })).toBeInTheDocument();
  });

  it('never covers the login dialog: it waits until that is closed', async () => {
    server.use(http.get('*/api/cms/popup', () => ok(popup(7))));
    act(() => useDialogStore.getState().show('login'));
    renderApp(<PopupBanner />);
    interact();

    await settle();
    expect(screen.queryByRole('dialog', { name: 'Kampanya 7' })).not.toBeInTheDocument();

    act(() => useDialogStore.getState().close());
    expect(await screen.findByRole('dialog', { name: 'Kampanya 7' })).toBeInTheDocument();
  });

  it('never covers another dialog on the page', async () => {
    server.use(http.get('*/api/cms/popup', () => ok(popup(8))));
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    renderApp(<PopupBanner />);
    interact();

    await settle();
    expect(screen.queryByRole('dialog', { name: 'Kampanya 8' })).not.toBeInTheDocument();

    other.remove();
    expect(await screen.findByRole('dialog', { name: 'Kampanya 8' })).toBeInTheDocument();
  });

  it('shows nothing when there is no popup', async () => {
    renderApp(<PopupBanner />);
    interact();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
