import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AdminRoutes } from '@/admin/routes';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** The back office with its providers: server state, the router under /admin, the toaster. */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <AdminRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
