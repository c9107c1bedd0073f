import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The die mark: an amber die showing three, with a spark off its corner. Our own artwork. */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent-hover)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-deep)' }} />
        </linearGradient>
      </defs>
      <rect x="3" y="5" width="23" height="23" rx="6" transform="rotate(-10 14.5 16.5)" fill={`url(#${gradient})`} />
      <g style={{ fill: 'var(--color-surface-0)' }}>
        <circle cx="9.6" cy="12.3" r="2.1" />
        <circle cx="14.5" cy="16.5" r="2.1" />
        <circle cx="19.4" cy="20.7" r="2.1" />
      </g>
      <path
        d="M27.5 1.5 L28.6 4.4 L31.5 5.5 L28.6 6.6 L27.5 9.5 L26.4 6.6 L23.5 5.5 L26.4 4.4 Z"
        style={{ fill: 'var(--color-accent-hover)' }}
      />
    </svg>
  );
}

/** The ZAR wordmark, drawn as geometry so it never depends on a loaded font. */
export function LogoWordmark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 58 20" aria-hidden className={cn('shrink-0', className)} fill="currentColor">
      {/* Z */}
      <path d="M0 0 H16 V3.6 L5.4 16.4 H16 V20 H0 V16.4 L10.6 3.6 H0 Z" />
      {/* A */}
      <path d="M25.6 0 H30.4 L38 20 H33.8 L32.2 15.6 H23.8 L22.2 20 H18 Z M25.1 12 H30.9 L28 4.1 Z" />
      {/* R */}
      <path d="M40.5 0 H50.2 C54.2 0 56.6 2.3 56.6 6.1 C56.6 8.9 55.2 10.9 52.8 11.7 L57.6 20 H53.1 L48.8 12.2 H44.4 V20 H40.5 Z M44.4 3.5 V8.8 H49.9 C51.7 8.8 52.6 7.9 52.6 6.15 C52.6 4.4 51.7 3.5 49.9 3.5 Z" />
    </svg>
  );
}

/** Mark + wordmark, as the header shows them. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-fg-strong', className)}>
      <LogoMark className="size-8" />
      <LogoWordmark className="h-[18px] w-auto" />
    </span>
  );
}
