import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import en from '@/admin/locales/en/admin.json';
import tr from '@/admin/locales/tr/admin.json';
import { connectAdminSession } from '@/admin/lib/session';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** The back office's texts in the tests' i18next (the site's setup loaded the site's namespaces). */
export function loadAdminTexts(): void {
  i18next.addResourceBundle('tr', 'admin', tr, true, true);
  i18next.addResourceBundle('en', 'admin', en, true, true);
}

/** Renders back-office routes at `path` with a fresh query client. */
export function renderAdmin(routes: ReactNode, path: string) {
  loadAdminTexts();
  connectAdminSession();
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
