import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import ContentPage from '@/admin/features/content/content-page';
import type { AdminSiteOption } from '@/admin/lib/api-types';
import { signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { changeLanguage } from '@/lib/i18n';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = <Route path="/content/siteoptions" element={<ContentPage resource="siteoptions" />} />;

const option = (key: string, sensitivity: AdminSiteOption['sensitivity'], editors: string[], editable: boolean): AdminSiteOption => ({
  key,
  value: 'x',
  isPublic: false,
  status: true,
  description: '',
  sensitivity,
  editors,
  editable,
});

/** The options as the server lists them to a finance operator: only the bank account is theirs. */
function serveOptionsToFinance() {
  server.use(
    http.get('*/api/admin/cms/siteoptions', () =>
      ok([
        option('bank_transfer_iban', 'money', ['finance'], true),
        option('casino_video_title', 'content', ['content'], false),
        option('tag_manager_id', 'script', [], false),
        option('trial_bonus_amount', 'money', [], false),
      ]),
    ),
  );
}

const row = (key: string) => screen.getByRole('button', { name: `${key} düzenle` }).closest('tr') as HTMLElement;

describe('the site options screen', () => {
  it('disables the options the role may not change, saying who may', async () => {
    signInOperator('finance');
    serveOptionsToFinance();
    renderAdmin(routes, '/content/siteoptions');

    expect(await screen.findByRole('button', { name: 'bank_transfer_iban düzenle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'bank_transfer_iban sil' })).toBeEnabled();
    for (const key of ['casino_video_title', 'tag_manager_id', 'trial_bonus_amount']) {
      expect(screen.getByRole('button', { name: `${key} düzenle` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `${key} sil` })).toBeDisabled();
    }
    expect(within(row('trial_bonus_amount')).getByText('Para hareketini belirler: yalnızca admin değiştirebilir.')).toBeInTheDocument();
    expect(within(row('tag_manager_id')).getByText('Betik')).toBeInTheDocument();
    expect(within(row('casino_video_title')).getByText('Site içeriği: yalnızca içerik editörü ya da admin değiştirebilir.')).toBeInTheDocument();
    expect(within(row('bank_transfer_iban')).queryByText(/değiştirebilir/)).toBeNull();
  });

  it('says it in English too', async () => {
    signInOperator('content');
    server.use(http.get('*/api/admin/cms/siteoptions', () => ok([option('bank_transfer_holder', 'money', ['finance'], false)])));
    await changeLanguage('en');
    renderAdmin(routes, '/content/siteoptions');

    expect(await screen.findByRole('button', { name: 'Edit bank_transfer_holder' })).toBeDisabled();
    expect(screen.getByText('The account players pay into: only finance or an admin may change it.')).toBeInTheDocument();
  });
});
