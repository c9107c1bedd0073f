import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The Rust server (`zar serve`) listens on 8080 in development; it serves web/dist itself in production.
const server = process.env.ZAR_DEV_SERVER ?? 'http://127.0.0.1:8080';

/**
 * Zar Games' pages (`/games/{code}`, `/games/verify`) are the second entry, game.html; in development the
 * dev server answers them with it, as `zar serve` does in production.
 */
function gamePages(): Plugin {
  return {
    name: 'zar-game-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/games\/(?!api\/)[a-z-]+\/?$/.test(path)) request.url = `/game.html${request.url?.slice(path.length) ?? ''}`;
        next();
      });
    },
  };
}

/**
 * The back office (`/admin` and every route under it) is the third entry, admin.html; in development the dev server
 * answers those routes with it, as `zar serve` does in production.
 */
function adminPages(): Plugin {
  return {
    name: 'zar-admin-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/admin(\/.*)?$/.test(path)) request.url = `/admin.html${request.url?.slice(path.length) ?? ''}`;
        next();
      });
    },
  };
}

// `vite build` builds the site and Zar Games' pages; `vite build --mode admin` then adds the back office (admin.html)
// to the same dist/ in a build of its own, so the back office can never change how the site is split into chunks,
// let alone add a byte to what a player loads (scripts/check-bundle.mjs checks both).
// `vite build --mode docs` adds the API's documentation page (api-docs.html, served at /api/docs) the same way.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), gamePages(), adminPages()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/hub': { target: server, changeOrigin: true, ws: true },
      '/dev': { target: server, changeOrigin: true },
      '/games/api': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: mode !== 'admin' && mode !== 'docs',
    // scripts/check-bundle.mjs reads them: what the home page loads, and what the back office's build made.
    manifest: mode === 'admin' ? '.vite/admin-manifest.json' : mode === 'docs' ? '.vite/docs-manifest.json' : true,
    target: 'es2022',
    rollupOptions: {
      // The site and Zar Games' pages (served by the game server at /games/{code} and /games/verify); or the back
      // office (served at /admin).
      input: (mode === 'admin'
        ? { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) }
        : mode === 'docs'
          ? { 'api-docs': fileURLToPath(new URL('./api-docs.html', import.meta.url)) }
          : {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            game: fileURLToPath(new URL('./game.html', import.meta.url)),
          }) as Record<string, string>,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Journeys through the whole frame on a busy two-core CI machine.
    testTimeout: 15_000,
  },
}));
