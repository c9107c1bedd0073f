import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import AuditPage from '@/admin/features/audit/audit-page';
import { signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { changeLanguage } from '@/lib/i18n';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = <Route path="/audit" element={<AuditPage />} />;

function serveLog() {
  server.use(http.get('*/api/admin/audit', () => ok({ items: [], total: 0 })));
}

describe("the audit log's chain check", () => {
  it('walks the chain when the screen opens and says it is intact', async () => {
    signInOperator('admin');
    serveLog();
    server.use(http.get('*/api/admin/audit/verify', () => ok({ intact: true, checked: 1234, headId: 1234, brokenAt: null, reason: null })));
    renderAdmin(routes, '/audit');

    const chain = await screen.findByRole('region', { name: 'Denetim zinciri' });
    expect(await within(chain).findByText('Zincir sağlam — 1.234 kayıt doğrulandı')).toBeInTheDocument();
    expect(within(chain).getByText('Son kayıt no: 1234')).toBeInTheDocument();
    expect(within(chain).getByRole('button', { name: 'Yeniden doğrula' })).toBeInTheDocument();
  });

  it('shows a break in red, and walks it again on demand', async () => {
    signInOperator('admin');
    serveLog();
    const answers = [
      { intact: true, checked: 40, headId: 40, brokenAt: null, reason: null },
      { intact: false, checked: 17, headId: 41, brokenAt: 18, reason: 'hash mismatch' },
    ];
    let calls = 0;
    server.use(
      http.get('*/api/admin/audit/verify', () => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return ok(answer);
      }),
    );
    await changeLanguage('en');
    const user = userEvent.setup();
    renderAdmin(routes, '/audit');

    const chain = await screen.findByRole('region', { name: 'Audit chain' });
    expect(await within(chain).findByText('Chain intact — 40 rows verified')).toBeInTheDocument();
    await user.click(within(chain).getByRole('button', { name: 'Verify again' }));
    const broken = await within(chain).findByText('Chain broken at row 18: hash mismatch');
    expect(broken).toHaveClass('text-danger');
    expect(within(chain).getByRole('status')).toHaveTextContent('Chain broken at row 18: hash mismatch');
    expect(calls).toBe(2);
  });
});
