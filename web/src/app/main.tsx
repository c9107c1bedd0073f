import '@/lib/react-parity';
import '@/styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootstrap } from '@/app/bootstrap';
import { AppProviders } from '@/app/providers';
import { prefetchPageData, preloadPage } from '@/app/pages';
import { AppRoutes } from '@/app/router';
import { loadDevOutboxStrip } from '@/components/layout/dev-outbox-strip-loader';
import { LinkNavigation } from '@/components/ui/app-link';
import { useDevOutboxStore } from '@/lib/api/dev-outbox';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { rememberReferral } from '@/lib/referral';
import { nextTurn, takeTurnsUntilIdle } from '@/lib/render-turns';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const queryClient = createQueryClient();

/**
 * index.html paints the header's shell at once; it stays while start-up runs (docs/decisions.md, "Site speed").
 * The landing page's code and its largest content (the carousel's slides) start first, then i18n and start-up's calls
 * side by side.
 */
async function start() {
  // Each step in a task of its own, apart from the modules' evaluation: on a throttled phone they were one long task.
  await nextTurn();
  rememberReferral();
  preloadPage(window.location.pathname);
  prefetchPageData(window.location.pathname, queryClient);
  await nextTurn();
  // Start-up's calls need no texts: they go out beside the start-up namespaces' download, not after it (the server's
  // translations wait in lib/i18n.ts until the bundled `common` they override has loaded).
  await Promise.all([initI18n(), bootstrap({ queryClient })]);
  // A development server's strip sits above the header: it is drawn with the first frame, not pushed in after it.
  if (useDevOutboxStore.getState().on) await loadDevOutboxStrip().catch(() => undefined);
  // Not a transition: the runtime is Preact, whose `startTransition` only calls its callback (it does not time-slice).
  // The first load's parts wrapped in `<Deferred>` draw in tasks of their own instead (lib/render-turns.ts).
  takeTurnsUntilIdle();
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <LinkNavigation>
            <AppRoutes />
          </LinkNavigation>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
