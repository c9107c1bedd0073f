import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@/admin/features/auth/login-page';
import { ADMIN_TOKEN_KEY, useAdminSession } from '@/admin/lib/session';
import { renderAdmin } from '@/admin/testing/render';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/" element={<p>the back office</p>} />
  </>
);

describe('the operator login', () => {
  beforeEach(() => {
    useAdminSession.getState().signOut(null);
  });

  it('asks for the authenticator code when the server wants one, refuses a wrong one, and enters with the right one', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/auth/login', async ({ request }) => {
        const body = (await request.json()) as { username: string; password: string; code: string };
        sent.push(body);
        if (!body.code) return failure(401, 'admin.totp_required', 'Doğrulama kodunu girin.');
        if (body.code !== '123456') return failure(400, 'admin.totp_invalid', 'Kod yanlış ya da kullanılmış.');
        return ok({ token: 'operator-token', role: 'admin' });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/login');

    await user.type(await screen.findByLabelText('Kullanıcı adı'), 'admin');
    await user.type(screen.getByLabelText('Şifre'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));

    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(screen.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('Kod yanlış ya da kullanılmış.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('the back office')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token');
    expect(sent).toEqual([
      { username: 'admin', password: 'admin12345', code: '' },
      { username: 'admin', password: 'admin12345', code: '000000' },
      { username: 'admin', password: 'admin12345', code: '123456' },
    ]);
  });

  it('checks the code has six digits before sending it', async () => {
    server.use(http.post('*/api/admin/auth/login', () => failure(401, 'admin.totp_required', 'Doğrulama kodunu girin.')));
    const user = userEvent.setup();
    renderAdmin(routes, '/login');
    await user.type(await screen.findByLabelText('Kullanıcı adı'), 'admin');
    await user.type(screen.getByLabelText('Şifre'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '12');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve giriş yap' }));
    expect(await screen.findByText('6 haneli kodu girin.')).toBeInTheDocument();
  });

  it('shows wrong credentials on the form, and says why a session the server ended is over', async () => {
    server.use(http.post('*/api/admin/auth/login', () => failure(400, 'admin.invalid_credentials', 'Kullanıcı adı veya şifre hatalı.')));
    useAdminSession.setState({ endedBecause: 'session.idle' });
    const user = userEvent.setup();
    renderAdmin(routes, '/login');
    expect(await screen.findByText(/Bir süre işlem yapılmadığı için/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'admin');
    await user.type(screen.getByLabelText('Şifre'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
    await waitFor(() => expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });
});
