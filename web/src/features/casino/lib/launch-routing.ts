/**
 * Product §4/§7: the launch call is chosen by `providerName`. Each adapter has its own endpoint and
 * body; the built-in provider (Zar) launches through `casino/zarlaunchurl`.
 */
export type LaunchAdapter = 'softgamings' | 'hub88' | 'egt' | 'amusnet' | 'everymatrix' | 'digitain' | 'zar';

const ADAPTERS: Record<string, LaunchAdapter> = {
  softgamings: 'softgamings',
  hub88: 'hub88',
  'egt digital': 'egt',
  amusnet: 'amusnet',
  everymatrix: 'everymatrix',
  digitain: 'digitain',
  zar: 'zar',
};

/** The adapter of a provider name (compared without regard to case), or null for one we cannot launch. */
export function launchAdapter(providerName: string): LaunchAdapter | null {
  return ADAPTERS[providerName.trim().toLowerCase()] ?? null;
}

/** Product §8: a failed launch of these also closes the play modal (the others keep it open to retry). */
export const CLOSES_MODAL_ON_FAILURE: ReadonlySet<LaunchAdapter> = new Set(['egt', 'hub88', 'softgamings']);

/** What a successful launch gives: an address to frame, or SoftGamings' HTML with its script. */
export type LaunchTarget = { kind: 'url'; url: string } | { kind: 'html'; html: string };
