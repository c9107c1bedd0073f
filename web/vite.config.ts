import { fileURLToPath, URL } from 'node:url';
import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, type Rolldown } from 'vite';
import { DEFAULT_LANGUAGE, STARTUP_NAMESPACES } from './src/lib/i18n-languages';
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
 * Zar Sportsbook's frame (`/sportsbook/`, docs/sportsbook.md) is an entry of its own, sportsbook.html; in development
 * the dev server answers it with that page, as `zar serve` does in production, and proxies its API
 * (`/sportsbook/api/…`) to the server.
 */
function sportsbookPages(): Plugin {
  return {
    name: 'zar-sportsbook-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/sportsbook\/?$/.test(path)) request.url = `/sportsbook.html${request.url?.slice(path.length) ?? ''}`;
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

/**
 * index.html preloads the start-up namespaces' texts in the default language (docs/decisions.md, "Site speed"): they
 * download beside the entry instead of being asked for once it has run, in the second wave of small requests that
 * HTTP/1.1's six connections queue on a slow phone. A visitor in another language fetches these few KB for nothing.
 */
function preloadStartupTexts(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const wanted = new Set(STARTUP_NAMESPACES.map((namespace) => `src/locales/${DEFAULT_LANGUAGE}/${namespace}.json`));
  return {
    name: 'zar-preload-startup-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith('/index.html')) return [];
        const files = Object.values(context.bundle).flatMap((chunk) =>
          chunk.type === 'chunk' && chunk.facadeModuleId && wanted.has(relative(root, chunk.facadeModuleId)) ? [chunk.fileName] : [],
        );
        if (files.length !== wanted.size) throw new Error(`index.html: found ${files.length} of the ${wanted.size} start-up namespaces' chunks`);
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}

/** The site's web root, which a chunk's source paths are relative to. */
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The JavaScript chunks of a build's output. */
const chunksOf = (bundle: Rolldown.OutputBundle) => Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
/** The source a chunk was made for (`index.html`, `src/app/routes/home.tsx`, …), or '' for a shared chunk. */
const sourceOf = (chunk: Rolldown.OutputChunk) => (chunk.facadeModuleId ? relative(WEB_ROOT, chunk.facadeModuleId) : '');
/** Whether this is the site's build (not the back office's or the API docs'): its entry is index.html. */
const isSiteBuild = (chunks: Rolldown.OutputChunk[]) => chunks.some((chunk) => chunk.isEntry && sourceOf(chunk) === 'index.html');

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+; other engines read a comment) on the code a
 * first page runs: the entry with its static imports and the landing pages' chunks with theirs. V8 then compiles
 * those files' functions while they stream in, on a background thread, instead of each one on the main thread at its
 * first call: on a throttled phone that compiling was about a third of start-up's two long tasks (docs/decisions.md,
 * "Site speed (issue 21)"). Code loaded later (dialogs, the dashboard, libraries most of whose functions a page never
 * calls) keeps V8's lazy compiling.
 */
const LANDING_PAGES = ['home', 'sports', 'promotions', 'support', 'content-page', 'casino'].map((page) => `src/app/routes/${page}.tsx`);

function compileHints(): Plugin {
  return {
    name: 'zar-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      if (!isSiteBuild(chunks)) return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hinted = new Set<string>();
      const add = (fileName: string) => {
        if (hinted.has(fileName)) return;
        hinted.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
      };
      for (const chunk of chunks) {
        const source = sourceOf(chunk);
        if ((chunk.isEntry && source === 'index.html') || LANDING_PAGES.includes(source)) add(chunk.fileName);
      }
      for (const fileName of hinted) {
        const chunk = byName.get(fileName);
        if (chunk) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/**
 * The code the page fetches when it has gone idle, ahead of need (docs/decisions.md, "Site speed (issue 21)"): the
 * account dialogs, the player's overlays and the toaster. For a dynamic import Vite's runtime adds a
 * `<link rel="modulepreload">` per dependency not yet loaded, so the browser fetches the whole graph at once; each
 * insertion costs ~0.4 ms of main thread (~2 ms on a throttled phone), and the dialogs' 23 made the idle moment one
 * long task. Nobody waits for these, so the browser finds their imports itself, a few round trips later.
 */
const IDLE_PREFETCHED = ['src/features/auth/components/auth-dialog-host.tsx', 'src/app/player-overlays.tsx', 'src/components/ui/toaster.tsx'];
/** A chunk is named after its module (`assets/auth-dialog-host-<hash>.js`); `resolveDependencies` sees only that name. */
const chunkNameOf = (source: string) => (source.split('/').pop() ?? source).replace(/\.tsx?$/, '');
const isIdlePrefetched = (fileName: string) => IDLE_PREFETCHED.some((source) => new RegExp(`^assets/${chunkNameOf(source)}-[\\w-]+\\.js$`).test(fileName));

/** Checks that each idle prefetch is still a chunk of its own under its module's name, so the rule above applies. */
function idlePrefetches(): Plugin {
  return {
    name: 'zar-idle-prefetches',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      if (!isSiteBuild(chunks)) return;
      for (const source of IDLE_PREFETCHED) {
        const chunk = chunks.find((candidate) => sourceOf(candidate) === source);
        if (!chunk || !isIdlePrefetched(chunk.fileName)) throw new Error(`${source} is no longer a chunk named after it: update IDLE_PREFETCHED`);
      }
    },
  };
}

/**
 * The runtime is Preact with its compat layer, not React (docs/decisions.md, "Site speed (issue 21)"): our code and
 * every library keep importing `react` and `react-dom`, and these names resolve to preact/compat in every build (the
 * site with Zar Games' pages, and the back office; the API docs page has no React code of ours, swagger-ui-dist
 * brings its own), in the dev server and in Vitest, so the tests run what players get. The types stay React's
 * (@types/react). Without @vitejs/plugin-react the dev server reloads the page on an edit (no fast refresh).
 */
const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's shim for React < 18 (CommonJS requiring react): Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// `vite build` builds the site, Zar Games' pages and the sportsbook's frame; `vite build --mode admin` then adds the back office (admin.html)
// to the same dist/ in a build of its own, so the back office can never change how the site is split into chunks,
// let alone add a byte to what a player loads (scripts/check-bundle.mjs checks both).
// `vite build --mode docs` adds the API's documentation page (api-docs.html, served at /api/docs) the same way.
export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), gamePages(), sportsbookPages(), adminPages(), preloadStartupTexts(), compileHints(), idlePrefetches()],
  // JSX compiles to `react/jsx-runtime` calls, i.e. Preact's (the alias above).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` }, ...reactToPreact],
    // Vitest resolves packages as Node would, where several (react-router, lucide-react, @testing-library/react,
    // react-remove-scroll under Radix's dialogs, …) pick a CommonJS build whose require('react') reaches React itself,
    // not the alias: in tests they resolve to their ES builds, as in the browser's build.
    ...(process.env.VITEST ? { mainFields: ['module', 'main'], conditions: ['module', 'node', 'development|production'] } : {}),
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/hub': { target: server, changeOrigin: true, ws: true },
      '/dev': { target: server, changeOrigin: true },
      '/games/api': { target: server, changeOrigin: true },
      '/sportsbook/api': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: mode !== 'admin' && mode !== 'docs',
    // scripts/check-bundle.mjs reads them: what the home page loads, and what the back office's build made.
    manifest: mode === 'admin' ? '.vite/admin-manifest.json' : mode === 'docs' ? '.vite/docs-manifest.json' : true,
    target: 'es2022',
    modulePreload: { resolveDependencies: (filename, deps) => (isIdlePrefetched(filename) ? [] : deps) },
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" means nothing in a client-only bundle (@vitejs/plugin-react hid these too), and
        // React Router reads React 19's useOptimistic through a guard that falls back when it is missing, as in Preact.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic') && warning.message.includes('preact/compat')) return;
        warn(warning);
      },
      // The site, Zar Games' pages (served by the game server at /games/{code} and /games/verify) and the sportsbook's
      // frame (served by the sportsbook at /sportsbook/); or the back office (served at /admin).
      input: (mode === 'admin'
        ? { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) }
        : mode === 'docs'
          ? { 'api-docs': fileURLToPath(new URL('./api-docs.html', import.meta.url)) }
          : {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            game: fileURLToPath(new URL('./game.html', import.meta.url)),
            sportsbook: fileURLToPath(new URL('./sportsbook.html', import.meta.url)),
          }) as Record<string, string>,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    alias: reactToPreact,
    // Libraries that import react run through Vite's resolver too (not Node's), so they get preact/compat as well.
    server: {
      deps: {
        inline: true,
      },
    },
    restoreMocks: true,
    // Journeys through the whole frame on a busy two-core CI machine.
    testTimeout: 15_000,
  },
}));
