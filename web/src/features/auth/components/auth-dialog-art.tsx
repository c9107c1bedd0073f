import { Headset, ShieldCheck, Sparkles, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark, LogoWordmark } from '@/components/layout/logo';
import type { DialogName } from '@/stores/dialog-store';

const PERKS = [
  { key: 'odds', icon: Trophy },
  { key: 'casino', icon: Sparkles },
  { key: 'secure', icon: ShieldCheck },
  { key: 'support', icon: Headset },
] as const;

/** The branded side of the desktop dialogs: our die, a headline for the dialog, what the site offers. */
export function AuthDialogArt({ name }: { name: DialogName }) {
  const { t } = useTranslation('auth');
  const glow = useId();
  const grid = useId();
  return (
    <aside
      aria-hidden
      className="relative hidden overflow-hidden bg-surface-1 min-[900px]:flex min-[900px]:flex-col min-[900px]:justify-between min-[900px]:p-9"
    >
      <svg className="pointer-events-none absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 400 700">
        <defs>
          <radialGradient id={glow} cx="0.85" cy="0.18" r="0.75">
            <stop offset="0" style={{ stopColor: 'var(--color-accent)', stopOpacity: 0.34 }} />
            <stop offset="0.45" style={{ stopColor: 'var(--color-accent-deep)', stopOpacity: 0.1 }} />
            <stop offset="1" style={{ stopColor: 'var(--color-surface-1)', stopOpacity: 0 }} />
          </radialGradient>
          <pattern id={grid} width="28" height="28" patternUnits="userSpaceOnUse">
            <path d="M28 0H0V28" fill="none" style={{ stroke: 'var(--color-line)' }} strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="400" height="700" fill={`url(#${grid})`} />
        <rect width="400" height="700" fill={`url(#${glow})`} />
        <g transform="translate(262 150) rotate(-14)" opacity="0.95">
          <rect x="-62" y="-62" width="124" height="124" rx="30" style={{ fill: 'var(--color-accent)' }} />
          <rect x="-62" y="-62" width="124" height="124" rx="30" style={{ fill: 'var(--color-accent-deep)', opacity: 0.35 }} transform="translate(10 12)" />
          <rect x="-62" y="-62" width="124" height="124" rx="30" style={{ fill: 'var(--color-accent-hover)' }} />
          <g style={{ fill: 'var(--color-surface-0)' }}>
            <circle cx="-30" cy="-30" r="11" />
            <circle cx="30" cy="-30" r="11" />
            <circle cx="0" cy="0" r="11" />
            <circle cx="-30" cy="30" r="11" />
            <circle cx="30" cy="30" r="11" />
          </g>
        </g>
        <g transform="translate(96 262) rotate(18)" opacity="0.45">
          <rect x="-26" y="-26" width="52" height="52" rx="13" fill="none" style={{ stroke: 'var(--color-accent)' }} strokeWidth="2" />
          <circle cx="0" cy="0" r="5" style={{ fill: 'var(--color-accent)' }} />
        </g>
        <circle cx="340" cy="300" r="5" style={{ fill: 'var(--color-money)' }} opacity="0.8" />
        <circle cx="190" cy="70" r="3" style={{ fill: 'var(--color-accent-hover)' }} opacity="0.7" />
      </svg>

      <div className="relative flex items-center gap-2.5 text-fg-strong">
        <LogoMark className="size-9" />
        <LogoWordmark className="h-5 w-auto" />
      </div>

      <div className="relative">
        <p className="text-sm font-semibold text-accent">{t(`art.${name}.eyebrow`)}</p>
        <p className="mt-2 text-xl font-semibold text-balance text-fg-strong">{t(`art.${name}.title`)}</p>
        <ul className="mt-7 space-y-3.5">
          {PERKS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-3 text-sm text-fg">
              <span className="grid size-8 shrink-0 place-items-center rounded-sm bg-surface-3 text-accent">
                <Icon className="size-4" strokeWidth={2} />
              </span>
              {t(`art.perks.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-fg-muted">{t('art.adults')}</p>
      </div>
    </aside>
  );
}
