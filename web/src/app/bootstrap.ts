import type { QueryClient } from '@tanstack/react-query';
import { endSessionBecause } from '@/app/session-ended';
import { casinoCategoriesQueryOptions } from '@/features/casino/api/get-categories';
import { reasonOfCode } from '@/features/responsible/lib/session-end-notice';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { selectToken, useAuthStore } from '@/stores/auth-store';
import { fetchDomainStatus, domainStatusQueryOptions } from '@/lib/site/domain-status';
import { languagesQueryOptions } from '@/lib/site/languages';
import { type SiteOptions, fetchSiteOptions, siteOptionsQueryOptions } from '@/lib/site/site-options';
import { applyServerTranslations, translationsQueryOptions } from '@/lib/site/translations';
import { fetchTrialBonusAmount, trialBonusAmountQueryOptions } from '@/lib/site/trial-bonus';
import { ApiError, connectSession } from '@/lib/api/client';
import { currentLanguage } from '@/lib/i18n';
import { reloadAt } from '@/lib/navigation';

/**
 * Everything that must be ready before the app shows (product §4), in one place; the loading
 * indicator shows meanwhile. The calls run in parallel, each putting its data in the query cache for the
 * components (the first visit's fingerprint is computed after the page shows: docs/decisions.md):
 *
 *   - languages       cms/languagelist      failure → continue
 *   - site settings   cms/siteoptionlist    success:false → reload; network error → continue
 *   - translations    cms/translationlist   → over the bundled texts; failure → continue
 *   - domains         cms/domainstatus      success:false → reload; network error → continue
 *   - trial bonus     the `trial_bonus_amount` setting, else bonus/trialbonusamount
 *                     (success:false → reload; 404 or network error → 0)
 *   - casino          casino/categorylist   failure → continue (the lobbies ask again)
 *   - notifications   customer/notification, when logged in   failure → continue (the panel retries)
 *
 * A reload happens at most once per browser session, so a server that keeps failing cannot trap
 * the player in a reload loop: the second time start-up continues with what it has.
 */
interface StartupContext {
  queryClient: QueryClient;
}

/** sessionStorage marker of a reload start-up already did in this tab. */
export const STARTUP_RELOAD_MARKER = 'zar.startupReloaded';

/** Thrown by a task whose failure the spec answers with a reload. */
class ReloadRequired extends Error {}

/** A call the server answered with success:false (not a network failure) means "reload". */
function reloadOnServerFailure(error: unknown): never {
  if (error instanceof ApiError && error.status !== 0) throw new ReloadRequired(error.message);
  throw error;
}

/** The trial bonus amount: the `trial_bonus_amount` setting when the server lists it, else `bonus/trialbonusamount`. */
async function loadTrialBonusAmount(options: Promise<SiteOptions | null>): Promise<number> {
  const setting = (await options)?.trial_bonus_amount;
  if (setting !== undefined) {
    const amount = Number(setting);
    return Number.isFinite(amount) && amount > 0 ? amount : 0;
  }
  return fetchTrialBonusAmount();
}

function startupTasks({ queryClient }: StartupContext): Promise<unknown>[] {
  const options = fetchSiteOptions().then((loaded) => {
    queryClient.setQueryData(siteOptionsQueryOptions().queryKey, loaded);
    return loaded;
  }, reloadOnServerFailure);
  const optionsOrNothing = options.catch(() => null);
  const language = currentLanguage();
  const token = selectToken(useAuthStore.getState());

  return [
    // A failed list is loaded again when the panel asks for it.
    ...(token === null ? [] : [queryClient.query(notificationsQueryOptions(token, language)).catch(() => undefined)]),
    queryClient.query(languagesQueryOptions()),
    // The lobbies' category rails; a failed list is asked for again by the lobby that needs it.
    queryClient.query(casinoCategoriesQueryOptions(language)).catch(() => undefined),
    options,
    queryClient.query(translationsQueryOptions(language)).then((entries) => {
      applyServerTranslations(language, entries);
    }),
    fetchDomainStatus().then((domains) => queryClient.setQueryData(domainStatusQueryOptions().queryKey, domains), reloadOnServerFailure),
    loadTrialBonusAmount(optionsOrNothing).then(
      (amount) => queryClient.setQueryData(trialBonusAmountQueryOptions().queryKey, amount),
      (error: unknown) => {
        queryClient.setQueryData(trialBonusAmountQueryOptions().queryKey, 0);
        reloadOnServerFailure(error);
      },
    ),
  ];
}

function readMarker(): boolean {
  try {
    return window.sessionStorage.getItem(STARTUP_RELOAD_MARKER) !== null;
  } catch {
    return true; // Without sessionStorage we could not stop a loop: never reload.
  }
}

function writeMarker(set: boolean): void {
  try {
    if (set) window.sessionStorage.setItem(STARTUP_RELOAD_MARKER, '1');
    else window.sessionStorage.removeItem(STARTUP_RELOAD_MARKER);
  } catch {
    // Storage unavailable.
  }
}

/** Resolves with `reloading: true` when start-up has asked the browser to reload the page. */
export async function bootstrap(context: StartupContext): Promise<{ reloading: boolean }> {
  connectSession({
    getToken: () => selectToken(useAuthStore.getState()),
    // A session ended elsewhere says why in its code (`session.revoked`, …); the next page tells the player.
    onUnauthorized: (code) => endSessionBecause(reasonOfCode(code)),
  });
  // Start-up's calls are a visitor's reads, which do not wait for the fingerprint (lib/api/client.ts); main.tsx
  // computes it once the page is idle.
  const results = await Promise.allSettled(startupTasks(context));
  const needsReload = results.some((result) => result.status === 'rejected' && result.reason instanceof ReloadRequired);
  if (!needsReload) {
    writeMarker(false);
    return { reloading: false };
  }
  if (readMarker()) return { reloading: false };
  writeMarker(true);
  reloadAt(`${window.location.pathname}${window.location.search}`);
  return { reloading: true };
}
