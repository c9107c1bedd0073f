import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LinkNavigation } from '@/components/ui/app-link';
import { Toaster } from '@/components/ui/toaster';

/** A query client for one test: no retries, nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the app starts at (default "/"). */
  route?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` the way the app does: query client, router at `route`, toaster. */
export function renderApp(ui: ReactElement, { route = '/', queryClient = createTestQueryClient(), ...options }: Options = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {/* As in the app, where what suspends (a namespace still loading) sits in a lazy chunk's boundary. */}
          <LinkNavigation>
            <Suspense fallback={null}>{children}</Suspense>
          </LinkNavigation>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
