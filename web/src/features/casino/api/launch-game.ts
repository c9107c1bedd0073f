import { apiClient } from '@/lib/api/client';
import type { Platform } from '@/features/casino/api/types';
import type { LaunchableGame } from '@/features/casino/lib/game-link';
import { type LaunchAdapter, type LaunchTarget, launchAdapter } from '@/features/casino/lib/launch-routing';
import { ApiError, unwrap } from '@/lib/api/client';
import { i18next, type Language } from '@/lib/i18n';
import { notify } from '@/lib/toast';

export interface LaunchContext {
  /** 1 desktop, 2 mobile (the play page or the play modal). */
  platform: Platform;
  language: Language;
  /** Where the provider's own lobby button leads back to (absolute). */
  lobbyUrl: string;
  signal?: AbortSignal;
}

/** The call of one adapter (product §7 bodies); each answers the launch address, SoftGamings its HTML. */
function call(adapter: LaunchAdapter, game: LaunchableGame, { platform, language, lobbyUrl, signal }: LaunchContext) {
  const mobile = platform === 2;
  const withPlatform = { platform, gameCode: game.gameCode, language, lobbyUrl };
  switch (adapter) {
    case 'softgamings':
      return apiClient.POST('/api/casino/softgamingslaunchurl', {
        body: { system: game.system, pageCode: game.gameCode, isMobile: mobile ? 1 : 0 },
        signal,
      });
    case 'hub88':
      return apiClient.POST('/api/casino/hub88launchurl', { body: withPlatform, signal });
    case 'egt':
      return apiClient.POST('/api/casino/egtlaunchurl', { body: withPlatform, signal });
    case 'amusnet':
      return apiClient.POST('/api/casino/amusnetlaunchurl', { body: { code: game.gameCode, isMobile: mobile }, signal });
    case 'everymatrix':
      return apiClient.POST('/api/casino/emlaunchurl', { body: { code: game.gameCode, productId: game.productId }, signal });
    case 'digitain':
      return apiClient.POST('/api/casino/dtlaunchurl', { body: { code: game.gameCode }, signal });
    case 'zar':
      return apiClient.POST('/api/casino/zarlaunchurl', { body: withPlatform, signal });
  }
}

/** A launch answer we cannot show (no address of ours or a provider's): toasted like a server failure. */
function unusable(): never {
  const error = new ApiError({ status: 200, code: 'casino.launch_unusable', message: i18next.t('casino:play.unusable') });
  notify.error(error.message, { id: 'casino-launch-unusable' });
  throw error;
}

/** Only web addresses are framed: a `javascript:` or `data:` answer would run in our page's name. */
function toTarget(adapter: LaunchAdapter, data: string): LaunchTarget {
  if (adapter === 'softgamings') return data.trim() ? { kind: 'html', html: data } : unusable();
  try {
    const url = new URL(data, window.location.origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'url', url: url.href };
  } catch {
    // Not an address.
  }
  return unusable();
}

/**
 * Starts a game through its provider's adapter (product §4). A failure (`success:false`: not
 * configured, game not found, provider disabled, blocked player) shows the server's message as an
 * error toast and rejects with the {@link ApiError}.
 */
export async function launchGame(game: LaunchableGame, context: LaunchContext): Promise<LaunchTarget> {
  const adapter = launchAdapter(game.providerName);
  if (adapter === null) return unusable();
  const data = await unwrap(call(adapter, game, context));
  return toTarget(adapter, data);
}
