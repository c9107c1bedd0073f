import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, useLocation, useRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';

/** A page with a dialog that opens on a button and closes on its own button or on a link inside it. */
function PageWithDialog({ name }: { name: string }) {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => setOpen('first')}>
        Aç
      </button>
      <Dialog open={open === 'first'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent title="Birinci" closeLabel="Kapat">
          <DialogDescription>Bir diyalog</DialogDescription>
          <Link to="/c" onClick={() => setOpen(null)}>
            C sayfası
          </Link>
          <button type="button" onClick={() => setOpen('second')}>
            İkinciye geç
          </button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'second'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent title="İkinci" closeLabel="Kapat">
          <DialogDescription>Onun yerine açılan</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Pages() {
  const routes = useRoutes([
    { path: '/a', element: <Link to="/b">B sayfası</Link> },
    { path: '/b', element: <PageWithDialog name="B" /> },
    { path: '/c', element: <h1>C</h1> },
  ]);
  const { pathname } = useLocation();
  return (
    <>
      {routes}
      <output aria-label="address">{pathname}</output>
    </>
  );
}

async function atPageBWithTheDialogOpen() {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'B sayfası' }));
  await user.click(screen.getByRole('button', { name: 'Aç' }));
  expect(screen.getByRole('dialog', { name: 'Birinci' })).toBeInTheDocument();
  return user;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((done) => {
      window.addEventListener('popstate', done, { once: true });
    });
  });
}

describe('Back and dialogs', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/a');
  });

  it('Back closes an open dialog and leaves the page under it as it was', async () => {
    await atPageBWithTheDialogOpen();

    await back();

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(address()).toBe('/b');
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();

    // The next Back leaves the page.
    await back();
    expect(address()).toBe('/a');
  });

  it('a dialog closed by its button takes its history entry with it: Back then leaves the page', async () => {
    const user = await atPageBWithTheDialogOpen();

    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => {
      expect(window.history.state).not.toHaveProperty('zarDialogs');
    });

    await back();
    expect(address()).toBe('/a');
  });

  it('a link in a dialog replaces the dialog’s entry: Back from the new page leads to the page under it, once', async () => {
    const user = await atPageBWithTheDialogOpen();

    await user.click(screen.getByRole('link', { name: 'C sayfası' }));
    expect(address()).toBe('/c');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await back();
    expect(address()).toBe('/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await back();
    expect(address()).toBe('/a');
  });

  it('a dialog opened in place of another takes over its entry', async () => {
    const user = await atPageBWithTheDialogOpen();

    await user.click(screen.getByRole('button', { name: 'İkinciye geç' }));
    expect(await screen.findByRole('dialog', { name: 'İkinci' })).toBeInTheDocument();

    await back();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(address()).toBe('/b');
    await back();
    expect(address()).toBe('/a');
  });
});
