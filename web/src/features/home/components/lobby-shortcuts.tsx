import { ChevronRight, Dices, Gift, Radio, Sparkles, Spade, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasLiveSportsbook } from '@/lib/site/sportsbook';

type ShortcutKey = 'sports' | 'live' | 'slots' | 'liveCasino' | 'zarGames' | 'promotions';

const SHORTCUTS: readonly { key: ShortcutKey; to: string; icon: LucideIcon; live?: boolean }[] = [
  { key: 'sports', to: '/spor', icon: Trophy },
  { key: 'live', to: '/livespor', icon: Radio, live: true },
  { key: 'slots', to: '/casino/slot', icon: Dices },
  { key: 'liveCasino', to: '/casino/live', icon: Spade },
  { key: 'zarGames', to: '/casino/games', icon: Sparkles },
  { key: 'promotions', to: '/promotions', icon: Gift },
];

/** Six doors into the site, one per kind of play (live betting's dot while its sportsbook is set up). */
export function LobbyShortcuts() {
  const { t } = useTranslation('home');
  const liveOpen = useHasLiveSportsbook();
  return (
    <section aria-labelledby="lobby-title">
      <h2 id="lobby-title" className="text-lg font-semibold text-fg-strong">
        {t('lobby.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        {SHORTCUTS.map(({ key, to, icon: Icon, live }) => (
          <li key={key}>
            <Link
              to={to}
              className="group relative isolate flex h-full flex-col overflow-hidden rounded-md bg-surface-2 p-4 shadow-card transition-[background-color,transform] duration-200 ease-out hover:-translate-y-0.5 hover:bg-surface-3 sm:p-5"
            >
              <Icon
                aria-hidden
                strokeWidth={1.25}
                className="absolute -right-5 -bottom-7 -z-10 size-32 text-fg-strong opacity-[0.04] transition-[opacity,transform] duration-200 ease-out group-hover:-rotate-6 group-hover:opacity-[0.08]"
              />
              <span className="flex items-center justify-between">
                <span className="relative grid size-10 place-items-center rounded-md bg-accent-soft text-accent sm:size-11">
                  <Icon aria-hidden className="size-5" strokeWidth={2} />
                  {live && liveOpen && (
                    <span aria-hidden data-live-dot className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface-2" />
                  )}
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 text-fg-muted transition-transform duration-200 ease-out group-hover:translate-x-0.5 group-hover:text-fg-strong"
                />
              </span>
              <span className="mt-4 font-semibold text-fg-strong">{t(`lobby.${key}.title`)}</span>
              <span className="mt-1 hidden text-sm text-fg-muted sm:block">{t(`lobby.${key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
