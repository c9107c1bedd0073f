import type common from '@/locales/tr/common.json';
import type home from '@/locales/tr/home.json';
import type auth from '@/locales/tr/auth.json';
import type account from '@/locales/tr/account.json';
import type site from '@/locales/tr/site.json';
import type notifications from '@/locales/tr/notifications.json';
import type wallet from '@/locales/tr/wallet.json';
import type casino from '@/locales/tr/casino.json';
import type responsible from '@/locales/tr/responsible.json';
import type bonus from '@/locales/tr/bonus.json';
import type support from '@/locales/tr/support.json';
// The sportsbook frame's namespace (sportsbook.html reads it with its own few lines; the site never loads it).
import type sportsbook from '@/locales/tr/sportsbook.json';
// The back office's namespace (types only: its texts load in admin.html, never in the site).
// eslint-disable-next-line no-restricted-imports -- a type, not code: the site's bundle gets none of it.
import type admin from '@/admin/locales/tr/admin.json';

// Turkish is the reference locale: keys are checked against it at compile time, and
// src/locales/locales.test.ts checks every other locale has exactly the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      account: typeof account;
      site: typeof site;
      notifications: typeof notifications;
      wallet: typeof wallet;
      casino: typeof casino;
      responsible: typeof responsible;
      bonus: typeof bonus;
      support: typeof support;
      sportsbook: typeof sportsbook;
      admin: typeof admin;
    };
  }
}
