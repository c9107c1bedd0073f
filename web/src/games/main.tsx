/**
 * Zar Games' pages (game.html): `/games/{code}` plays a game launched with `?token=…&lang=…&lobby=…`;
 * `/games/verify` recomputes any round without logging in. Each game loads as its own chunk.
 */
import '@/lib/react-parity';
import '@/games/games.css';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { LangContext, detectLang, translate } from '@/games/lib/i18n';

const pages = {
  dice: lazy(() => import('@/games/dice/dice-game')),
  roulette: lazy(() => import('@/games/roulette/roulette-game')),
  slot: lazy(() => import('@/games/slot/slot-game')),
  crash: lazy(() => import('@/games/crash/crash-game')),
  verify: lazy(() => import('@/games/verify/verify-page')),
};

function pageFor(pathname: string): keyof typeof pages | null {
  const code = /^\/games\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return code && code in pages ? (code as keyof typeof pages) : null;
}

const lang = detectLang();
document.documentElement.lang = lang;
const page = pageFor(window.location.pathname);
const Page = page ? pages[page] : null;
const root = document.getElementById('game');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LangContext value={lang}>
        <Suspense
          fallback={
            <div className="boot-screen" aria-busy="true">
              <span className="boot-spinner" />
            </div>
          }
        >
          {Page ? (
            <Page />
          ) : (
            <p className="p-8 text-center text-fg">{translate(lang, 'app.unknownGame')}</p>
          )}
        </Suspense>
      </LangContext>
    </StrictMode>,
  );
}
