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

export default defineConfig({
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
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads it to find what the home page loads.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The site, Zar Games' pages (served by the game server at /games/{code} and /games/verify), and the back
      // office (served at /admin): three entries that share only the chunks both import (React, the API client).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        game: fileURLToPath(new URL('./game.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
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
});
