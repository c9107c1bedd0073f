import { Heart } from 'lucide-react';
import { useIsFavorite } from '@/features/casino/api/favorite-list';
import { useToggleFavorite } from '@/features/casino/api/toggle-favorite';
import type { CasinoGame } from '@/features/casino/api/types';
import { cn } from '@/lib/cn';

/**
 * The heart on a tile (product §4): pressed when the game is a favourite; guarded for visitors. `label` is the tile's
 * `tile.favorite` text (the tile has the translations at hand: a lobby draws dozens of hearts).
 */
export function FavoriteButton({
  game,
  label,
  className,
}: {
  game: Pick<CasinoGame, 'gameCode' | 'providerId' | 'name'>;
  label: string;
  className?: string;
}) {
  const active = useIsFavorite(game.gameCode);
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      onClick={() => toggle(game)}
      className={cn(
        'grid size-8 place-items-center rounded-full bg-surface-0/70 backdrop-blur-sm',
        'transition-[opacity,color,transform,background-color] duration-150 ease-out hover:scale-110 hover:bg-surface-0/90 active:scale-95',
        active ? 'text-accent' : 'text-fg-strong [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/tile:opacity-100 focus-visible:opacity-100',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-4', active && 'fill-current')} strokeWidth={2.25} />
    </button>
  );
}
