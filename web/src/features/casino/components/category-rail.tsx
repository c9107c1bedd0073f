import { Bot, Club, Diamond, Disc3, Heart, LayoutGrid, Sparkles, Spade, UsersRound, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { CasinoCategory } from '@/features/casino/api/types';
import { LIVE_FILTERS, type Lobby, type LobbyView, type SystemView, lobbyViewSearch } from '@/features/casino/lib/lobbies';
import { cn } from '@/lib/cn';

const SYSTEM_ICONS: Record<SystemView, LucideIcon> = {
  roulette: Disc3,
  blackjack: Spade,
  poker: Club,
  baccarat: Diamond,
  dealer: UsersRound,
  virtual: Bot,
};

interface Chip {
  key: string;
  view: LobbyView;
  label: string;
  icon: LucideIcon;
  imageUrl?: string | undefined;
}

function sameView(a: LobbyView, b: LobbyView): boolean {
  return lobbyViewSearch(a) === lobbyViewSearch(b);
}

/**
 * The lobby's category rail (product §10: chips with icons), one link per view so every view is
 * bookmarkable: All (the lobby's rows), the player's favourites, then the lobby's categories; the
 * live casino has the spec's live filters instead, the games lobby also Sanal.
 */
export function CategoryRail({
  lobby,
  view,
  categories,
  showFavorites,
}: {
  lobby: Lobby;
  view: LobbyView;
  categories: CasinoCategory[];
  showFavorites: boolean;
}) {
  const { t } = useTranslation('casino');
  const chips: Chip[] = [
    { key: 'all', view: { kind: 'overview' }, label: t('rail.all'), icon: LayoutGrid },
    ...(showFavorites ? [{ key: 'favorites', view: { kind: 'favorites' } as const, label: t('rail.favorites'), icon: Heart }] : []),
    ...(lobby.key === 'live'
      ? LIVE_FILTERS.map((slug) => ({
          key: slug,
          view: { kind: 'system', slug } as const,
          label: t(`rail.system.${slug}`),
          icon: SYSTEM_ICONS[slug],
          // The icon of the category that lists the filter's tables, where the catalogue has one.
          imageUrl: categories.find((category) => category.slugList.includes(slug))?.imageUrl,
        }))
      : categories.map((category) => ({
          key: String(category.id),
          view: { kind: 'category', id: category.id } as const,
          label: category.name,
          icon: Sparkles,
          imageUrl: category.imageUrl,
        }))),
    ...(lobby.key === 'games'
      ? [{ key: 'virtual', view: { kind: 'system', slug: 'virtual' } as const, label: t('rail.system.virtual'), icon: Bot }]
      : []),
  ];

  // The chosen chip is scrolled into view (a bookmarked category far along the rail).
  const list = useRef<HTMLUListElement>(null);
  const current = lobbyViewSearch(view);
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <nav aria-label={t('rail.label')} className="relative -mx-4 min-w-0 sm:mx-0">
      <ul
        ref={list}
        className="flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {chips.map((chip) => {
          const active = sameView(chip.view, view);
          const Icon = chip.icon;
          return (
            <li key={chip.key} className="snap-start">
              <AppLink
                to={`${lobby.path}${lobbyViewSearch(chip.view)}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full pr-4 pl-3 text-sm font-semibold whitespace-nowrap',
                  'transition-[background-color,color,box-shadow] duration-150 ease-out',
                  active
                    ? 'bg-accent text-accent-fg shadow-[0_6px_20px_-10px_var(--color-accent)]'
                    : 'bg-surface-2 text-fg ring-1 ring-line ring-inset hover:bg-surface-3 hover:text-fg-strong',
                )}
              >
                {chip.imageUrl ? (
                  <img src={chip.imageUrl} alt="" aria-hidden className={cn('size-[18px] object-contain', active && 'brightness-0')} />
                ) : (
                  <Icon aria-hidden className={cn('size-[18px]', chip.key === 'favorites' && active && 'fill-current')} strokeWidth={2} />
                )}
                {chip.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
