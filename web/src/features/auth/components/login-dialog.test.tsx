import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { useAuthStore } from '@/stores/auth-store';
import { aSession, resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { useDialogStore } from '@/stores/dialog-store';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

async function openLogin() {
  const utils = renderApp(<AuthDialogs />);
  useDialogStore.getState().show('login');
  await screen.findByRole('dialog', { name: 'Giriş Yap' });
  return {
    ...utils,
    username: screen.getByRole('textbox', { name: 'Kullanıcı Adı' }),
    password: screen.getByLabelText('Şifre'),
    submit: screen.getByRole('button', { name: 'Giriş Yap' }),
  };
}

describe('login dialog', () => {
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });

  it.each([
    ['username', 'empty', '', 'Bu alan zorunludur.'],
    ['username', '51 characters', 'a'.repeat(51), '1 ile 50 karakter arasında olmalıdır.'],
    ['password', 'empty', '', 'Bu alan zorunludur.'],
    ['password', '2 characters', 'ab', '3 ile 100 karakter arasında olmalıdır.'],
    ['password', '101 characters', 'a'.repeat(101), '3 ile 100 karakter arasında olmalıdır.'],
  ] as const)('%s %s shows its error once the field is left', async (field, _case, value, message) => {
    const form = await openLogin();
    const input = form[field];

    await form.user.click(input);
    if (value) await form.user.paste(value);
    await form.user.tab();

    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps Login disabled until both fields are valid', async () => {
    const form = await openLogin();
    expect(form.submit).toBeDisabled();

    await form.user.type(form.username, 'ayse1990');
    expect(form.submit).toBeDisabled();
    await form.user.type(form.password, 'gizli123');

    await waitFor(() => expect(form.submit).toBeEnabled());
  });

  it('logs in: stores the session, shows the greeting, closes the dialog; the button is busy meanwhile', async () => {
    const session = aSession();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return ok(session, 'Hoş geldiniz!');
      }),
    );
    const form = await openLogin();

    await form.user.type(form.username, 'ayse1990');
    await form.user.type(form.password, 'gizli123');
    await form.user.click(form.submit);

    expect(form.submit).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Hoş geldiniz!')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'ayse1990', password: 'gizli123' }]);
    expect(useAuthStore.getState().session).toEqual(session);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused login as an error toast and stays open', async () => {
    server.use(
      http.post('*/api/auth/login', () => failure(400, 'auth.invalid_credentials', 'Kullanıcı adı veya şifre hatalı.')),
    );
    const form = await openLogin();

    await form.user.type(form.username, 'ayse1990');
    await form.user.type(form.password, 'yanlis123');
    await form.user.click(form.submit);

    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(useAuthStore.getState().session).toBeNull();
  });

  it("puts a 422's field errors under the fields", async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        failure(422, 'request.validation', 'Şifre en az 3 karakter olmalı.', { password: ['Şifre en az 3 karakter olmalı.'] }),
      ),
    );
    const form = await openLogin();

    await form.user.type(form.username, 'ayse1990');
    await form.user.type(form.password, '   ');
    await form.user.click(form.submit);

    await waitFor(() => expect(form.password).toHaveAccessibleDescription('Şifre en az 3 karakter olmalı.'));
    expect(screen.getAllByText('Şifre en az 3 karakter olmalı.')).toHaveLength(1);
  });

  it('a login that succeeds after a refused one clears the refusal’s toast', async () => {
    let tries = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        tries += 1;
        return tries === 1
          ? failure(400, 'auth.invalid_credentials', 'Kullanıcı adı veya şifre hatalı.')
          : ok(aSession(), 'Tekrar hoş geldiniz!');
      }),
    );
    const form = await openLogin();
    await form.user.type(form.username, 'ayse1990');
    await form.user.type(form.password, 'yanlis123');
    await form.user.click(form.submit);
    const refusal = await screen.findByText('Kullanıcı adı veya şifre hatalı.');
    const toast = refusal.closest('[data-toast]');

    await form.user.clear(form.password);
    await form.user.type(form.password, 'dogru123');
    await form.user.click(form.submit);

    expect(await screen.findByText('Tekrar hoş geldiniz!')).toBeInTheDocument();
    // Gone with the greeting, not 4 s later on its own.
    expect(toast).toHaveAttribute('data-visible', 'false');
  });
});
