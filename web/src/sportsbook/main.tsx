/**
 * Zar Sportsbook's frame (sportsbook.html, served at /sportsbook/ inside the site's sportsbook iframe:
 * docs/sportsbook.md). Its own entry: nothing of it reaches the player's bundle, and it imports no site feature.
 */
import '@/lib/react-parity';
import '@/sportsbook/sportsbook.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sportsbookApi } from '@/sportsbook/lib/api';
import { FrameContext, readFrameParams } from '@/sportsbook/lib/frame';
import { WordsContext, detectLang, loadDictionary, translate } from '@/sportsbook/lib/i18n';
import { parentOrigin } from '@/sportsbook/lib/parent';
import { App } from '@/sportsbook/components/app';

const lang = detectLang();
document.documentElement.lang = lang;
if (parentOrigin()) document.documentElement.classList.add('sb-framed');
const params = readFrameParams();
const container = document.getElementById('sportsbook');

if (container) {
  void loadDictionary(lang).then((dictionary) => {
    document.title = translate(dictionary, lang, 'app.title');
    const api = sportsbookApi({ lang, token: params.token, networkMessage: translate(dictionary, lang, 'app.network') });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
    });
    createRoot(container).render(
      <StrictMode>
        <WordsContext value={{ lang, dictionary }}>
          <FrameContext value={{ ...params, api }}>
            <QueryClientProvider client={queryClient}>
              <App />
            </QueryClientProvider>
          </FrameContext>
        </WordsContext>
      </StrictMode>,
    );
  });
}
