import '@/styles/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootstrap, prepareI18n } from '@/app/bootstrap';
import { AppProviders } from '@/app/providers';
import { prefetchPageData, preloadPage } from '@/app/pages';
import { AppRoutes } from '@/app/router';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { createQueryClient } from '@/lib/query-client';
import { rememberReferral } from '@/lib/referral';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const queryClient = createQueryClient();

async function start() {
  rememberReferral();
  preloadPage(window.location.pathname);
  await prepareI18n();
  root.render(<LoadingIndicator fullScreen />);
  prefetchPageData(window.location.pathname, queryClient);
  await bootstrap({ queryClient });
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
