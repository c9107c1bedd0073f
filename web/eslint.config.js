import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The boundaries of architecture §9, after bulletproof-react: imports flow shared → features → app, never back.
 * - shared code (components, hooks, lib, stores, testing, locales) imports no feature and not the app;
 * - a feature imports no other feature, except the files listed as that feature's public surface below;
 * - no feature imports the app. The app (`src/app`) composes features and passes them to the layout.
 * The back office (`src/admin`, its own entry) keeps the same shape inside: its features
 * (`src/admin/features/<name>`) import no other back-office feature except a declared public surface, and its
 * shared code (`src/admin/components|lib|hooks|locales|testing`) imports none of them, nor its app
 * (`src/admin/routes.tsx`, `src/admin/app.tsx`, `src/admin/main.tsx`).
 */
const featuresIn = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = featuresIn('./src/features');
const ADMIN_FEATURES = featuresIn('./src/admin/features');

/**
 * What other features may import from a feature (files inside `src/features/<feature>/`); nothing
 * else of a feature is visible to the others. Keep it small: prefer composing in src/app.
 */
const PUBLIC_SURFACE = {
  // Phone verification by SMS: the registration dialog's step and the dashboard's page share it.
  // The balance (cash and bonus): the wallet reads it again after a payment, the overview shows the bonus.
  // Ending the session here: responsible gaming logs out after a time-out, a self-exclusion or closing the account.
  auth: ['api/update-phone.ts', 'hooks/use-phone-code-forms.ts', 'api/balance.ts', 'api/end-session.ts'],
  // The trial bonus is granted at the end of the registration (product §4): the registration dialog calls it.
  bonus: ['api/define-trial-bonus.ts'],
};

/**
 * The same for the back office's features (files inside `src/admin/features/<feature>/`). Empty: what two screens
 * share lives in src/admin/components or src/admin/lib. Add a file here only for a piece that belongs to one
 * feature and that another shows as it is.
 */
const ADMIN_PUBLIC_SURFACE = {};

const SHARED = ['components', 'hooks', 'lib', 'stores', 'testing', 'locales'];
const ADMIN_SHARED = ['components', 'hooks', 'lib', 'locales', 'testing'];

/** Every import across folders goes through the `@/` alias, so the boundaries below see all of them. */
const VIA_ALIAS = {
  regex: '^\\.\\./',
  message: 'Import across folders through the @/ alias (@/lib/…, @/features/<name>/…), not ../',
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of an import into another feature's internals: `@/<root>/<other>/…`, all but its public surface. */
const otherFeatures = (root, surface, feature) => {
  const visible = Object.entries(surface)
    .filter(([owner]) => owner !== feature)
    .flatMap(([owner, files]) => files.map((file) => escape(`${owner}/${file.replace(/\.tsx?$/, '')}`)));
  const allowed = [`${escape(feature)}/`, ...visible.map((file) => `${file}$`)].join('|');
  return `^@/${root}/(?!(?:${allowed}))`;
};

/** The imports a feature may not make: other features' internals (all but their public surface) and the app. */
const featureRules = (feature) => {
  return [
    VIA_ALIAS,
    {
      regex: otherFeatures('features', PUBLIC_SURFACE, feature),
      message: `Features do not import each other's internals: compose them in src/app, move shared code out, or use the other feature's public surface (PUBLIC_SURFACE in eslint.config.js).`,
    },
    { regex: '^@/app(/|$)', message: 'Features do not import the app; the app imports them.' },
    { regex: '^@/admin(/|$)', message: 'The site never imports the back office (admin.html is its own entry).' },
  ];
};

/** The back office uses the shared code only, never the site's features, app or games. */
const ADMIN_NOT_SITE = {
  regex: '^@/(features|app|games)(/|$)',
  message: "The back office uses shared code only (lib, components, hooks, stores), not the site's features or app.",
};

/** The back office's app: what composes its screens (the routes, the providers, the entry). */
const ADMIN_APP = {
  regex: '^@/admin/(routes|app|main)$',
  message: 'Back-office features and shared code do not import the back office app (routes.tsx, app.tsx); it imports them.',
};

/** The imports a back-office feature may not make: other back-office features' internals, the back office app, the site. */
const adminFeatureRules = (feature) => [
  VIA_ALIAS,
  {
    regex: otherFeatures('admin/features', ADMIN_PUBLIC_SURFACE, feature),
    message: `Back-office features do not import each other's internals: move what two screens share to src/admin/components or src/admin/lib, compose them in src/admin/routes.tsx, or use the other feature's public surface (ADMIN_PUBLIC_SURFACE in eslint.config.js).`,
  },
  ADMIN_APP,
  ADMIN_NOT_SITE,
];

/** ESLint's own rule, one block per folder (a later block's options replace an earlier one's). */
const boundaryBlocks = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [VIA_ALIAS] }] },
  },
  {
    files: SHARED.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            VIA_ALIAS,
            {
              regex: '^@/(features|app|admin)(/|$)',
              message:
                'Shared code imports no feature, not the app and not the back office: pass it in from src/app (props, slots) or move it to shared code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site's app never reaches the back office: none of admin.html's code may land in the player's bundle.
    files: ['src/app/**/*.{ts,tsx}', 'src/games/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [VIA_ALIAS, { regex: '^@/admin(/|$)', message: 'The site never imports the back office (admin.html is its own entry).' }] },
      ],
    },
  },
  {
    // Zar Sportsbook's frame (sportsbook.html) is an app of its own on the shared code: none of the site's features,
    // app, games or back office (scripts/check-bundle.mjs checks the build says the same).
    files: ['src/sportsbook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            VIA_ALIAS,
            { regex: '^@/(features|app|admin|games)(/|$)', message: "The sportsbook frame uses shared code only (lib, components, hooks), not the site's features, app, games or back office." },
          ],
        },
      ],
    },
  },
  {
    // The back office is a second app on the shared code: it does not reach into the site's features or app.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [VIA_ALIAS, ADMIN_NOT_SITE] }] },
  },
  {
    // The back office's shared code imports none of its features and not its app.
    files: ADMIN_SHARED.map((folder) => `src/admin/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            VIA_ALIAS,
            ADMIN_NOT_SITE,
            ADMIN_APP,
            {
              regex: '^@/admin/features(/|$)',
              message:
                "The back office's shared code imports no back-office feature: pass it in from the screen (props, slots) or move the piece to shared code.",
            },
          ],
        },
      ],
    },
  },
  ...ADMIN_FEATURES.map((feature) => ({
    files: [`src/admin/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: adminFeatureRules(feature) }] },
  })),
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featureRules(feature) }] },
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { boolean: true } }],
      'no-restricted-syntax': [
        'error',
        {
          // product §10: colours come from the design tokens, never literal codes in components.
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]',
          message: 'Use a design token (bg-surface-2, var(--color-accent), …) instead of a colour code.',
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]',
          message: 'Use a design token (bg-surface-2, var(--color-accent), …) instead of a colour code.',
        },
      ],
    },
  },
  ...boundaryBlocks,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node, ecmaVersion: 2023, sourceType: 'module' },
  },
);
