import { BellRing, HeartHandshake, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PointKey = 'fair' | 'secure' | 'instant' | 'responsible';

const POINTS: readonly { key: PointKey; icon: LucideIcon }[] = [
  { key: 'fair', icon: ShieldCheck },
  { key: 'secure', icon: Smartphone },
  { key: 'instant', icon: BellRing },
  { key: 'responsible', icon: HeartHandshake },
];

/** What a player can count on here. */
export function TrustPoints() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="trust-title" className="rounded-lg bg-surface-1 p-6 sm:p-8">
      <h2 id="trust-title" className="text-lg font-semibold text-fg-strong">
        {t('trust.title')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-md bg-surface-3 text-money">
              <Icon aria-hidden className="size-5" strokeWidth={2} />
            </span>
            <span>
              <span className="block font-semibold text-fg-strong">{t(`trust.${key}.title`)}</span>
              <span className="mt-1 block text-sm text-fg-muted">{t(`trust.${key}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
