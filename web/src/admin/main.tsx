/**
 * The back office (admin.html, served by `zar` at /admin): its own entry, so none of it reaches the player's
 * bundle. It shares the API client, the design tokens and the UI primitives with the site.
 */
import '@/lib/react-parity';
import '@/styles/globals.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from '@/admin/app';
import { initAdminI18n } from '@/admin/lib/i18n';
import { connectAdminSession } from '@/admin/lib/session';

const container = document.getElementById('admin');
if (!container) throw new Error('admin.html has no #admin');

connectAdminSession();

void initAdminI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      {/* What suspends outside the pages' own boundary waits here (React waited at its root; Preact has none). */}
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
});
