import { useId } from 'react';
import { cn } from '@/lib/cn';

const SPARKS = [
  { x: 92, y: 70, s: 1 },
  { x: 430, y: 52, s: 0.7 },
  { x: 452, y: 300, s: 0.9 },
  { x: 150, y: 318, s: 0.55 },
];

function spark(x: number, y: number, s: number) {
  const a = 14 * s;
  const b = 3.2 * s;
  return `M${x} ${y - a} L${x + b} ${y - b} L${x + a} ${y} L${x + b} ${y + b} L${x} ${y + a} L${x - b} ${y + b} L${x - a} ${y} L${x - b} ${y - b} Z`;
}

/** Decorative hero artwork: two dice over glowing rings. Ours, drawn in SVG with the theme's colours. */
export function HeroArt({ className }: { className?: string }) {
  const id = useId();
  const dieFace = `${id}-face`;
  const glow = `${id}-glow`;
  const shade = `${id}-shade`;

  return (
    <svg viewBox="0 0 520 380" aria-hidden className={cn('pointer-events-none select-none', className)}>
      <defs>
        <linearGradient id={dieFace} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent-hover)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-deep)' }} />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" style={{ stopColor: 'var(--color-accent)', stopOpacity: 0.35 }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent)', stopOpacity: 0 }} />
        </radialGradient>
        <linearGradient id={shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-surface-3)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-surface-1)' }} />
        </linearGradient>
      </defs>

      <circle cx="290" cy="190" r="190" fill={`url(#${glow})`} />
      <g fill="none" style={{ stroke: 'var(--color-line-strong)' }}>
        <circle cx="290" cy="190" r="96" />
        <circle cx="290" cy="190" r="142" strokeDasharray="2 8" />
        <circle cx="290" cy="190" r="184" style={{ stroke: 'var(--color-line)' }} />
      </g>

      {/* back die: slate, showing two */}
      <g transform="translate(146 176) rotate(-18)">
        <rect x="-58" y="-58" width="116" height="116" rx="26" fill={`url(#${shade})`} />
        <rect x="-58" y="-58" width="116" height="116" rx="26" fill="none" style={{ stroke: 'var(--color-line-strong)' }} />
        <g style={{ fill: 'var(--color-fg-muted)' }}>
          <circle cx="-24" cy="-24" r="10" />
          <circle cx="24" cy="24" r="10" />
        </g>
      </g>

      {/* front die: amber, showing five */}
      <g transform="translate(308 196) rotate(14)">
        <rect x="-84" y="-74" width="168" height="168" rx="38" style={{ fill: 'var(--color-surface-0)', opacity: 0.45 }} />
        <rect x="-84" y="-84" width="168" height="168" rx="38" fill={`url(#${dieFace})`} />
        <rect x="-76" y="-78" width="152" height="60" rx="30" style={{ fill: 'var(--color-fg-strong)', opacity: 0.14 }} />
        <g style={{ fill: 'var(--color-surface-0)' }}>
          <circle cx="-40" cy="-40" r="13" />
          <circle cx="40" cy="-40" r="13" />
          <circle cx="0" cy="0" r="13" />
          <circle cx="-40" cy="40" r="13" />
          <circle cx="40" cy="40" r="13" />
        </g>
      </g>

      <g style={{ fill: 'var(--color-accent-hover)' }}>
        {SPARKS.map(({ x, y, s }) => (
          <path key={`${x}-${y}`} d={spark(x, y, s)} />
        ))}
      </g>
    </svg>
  );
}
