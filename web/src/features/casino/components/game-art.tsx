import { useState } from 'react';
import type { CasinoGame } from '@/features/casino/api/types';
import { cn } from '@/lib/cn';

/** Each provider's hue (design tokens), by provider id; the built-in games take the accent's amber. */
const PROVIDER_ART: Record<number, string> = {
  1: 'var(--color-art-zar)',
  2: 'var(--color-art-hub88)',
  3: 'var(--color-art-egt)',
  4: 'var(--color-art-amusnet)',
  5: 'var(--color-art-everymatrix)',
  6: 'var(--color-art-digitain)',
  7: 'var(--color-art-softgamings)',
};

/** Art drawn from the game itself when it has no picture (or it fails): the provider's hue and the name. */
function DrawnArt({ game }: { game: Pick<CasinoGame, 'name' | 'providerId' | 'studio' | 'providerName'> }) {
  const hue = PROVIDER_ART[game.providerId] ?? 'var(--color-accent)';
  return (
    <div
      aria-hidden
      className="absolute inset-0 flex flex-col justify-end overflow-hidden p-3"
      style={{
        backgroundImage: `radial-gradient(120% 70% at 20% 0%, color-mix(in oklab, ${hue} 60%, transparent), transparent 65%), radial-gradient(90% 60% at 100% 100%, color-mix(in oklab, ${hue} 35%, transparent), transparent 70%), linear-gradient(165deg, color-mix(in oklab, ${hue} 22%, var(--color-surface-2)), var(--color-surface-1))`,
      }}
    >
      <span className="absolute -top-3 -right-2 text-[5.5rem] leading-none font-black text-fg-strong/10 select-none">
        {game.name.trim().charAt(0).toUpperCase()}
      </span>
      <span className="line-clamp-3 text-base leading-tight font-extrabold tracking-tight text-balance text-fg-strong drop-shadow-md">
        {game.name}
      </span>
      <span className="mt-1 truncate text-[0.6875rem] font-semibold tracking-wide text-fg-strong/70">
        {game.studio || game.providerName}
      </span>
    </div>
  );
}

/**
 * A tile's picture, edge to edge in its aspect-ratio box: lazy, decoded off the main thread,
 * shimmering until it arrives and drawn from the name if it has none or fails.
 */
export function GameArt({
  game,
  eager = false,
  className,
}: {
  game: Pick<CasinoGame, 'name' | 'image' | 'providerId' | 'studio' | 'providerName'>;
  eager?: boolean;
  className?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(game.image ? 'loading' : 'failed');
  return (
    <div className={cn('absolute inset-0', className)}>
      {state === 'failed' ? (
        <DrawnArt game={game} />
      ) : (
        <>
          {state === 'loading' && (
            <span aria-hidden className="shimmer absolute inset-0 bg-surface-2" />
          )}
          <img
            src={game.image}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-300 ease-out',
              state === 'loaded' ? 'opacity-100' : 'opacity-0',
            )}
          />
        </>
      )}
    </div>
  );
}
