import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandIcon } from '@/admin/lib/navigation';

/** The frame of the screens before the back office: the brand, a card with an icon, a title, a lead and the form. */
export function AuthCard({ icon: Icon, title, lead, children }: { icon: LucideIcon; title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top,var(--color-surface-2),var(--color-surface-0)_60%)] px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 text-sm font-semibold text-fg-strong">
          <span className="grid size-8 place-items-center rounded-sm bg-accent text-accent-fg">
            <BrandIcon aria-hidden className="size-4.5" />
          </span>
          {t('brand')}
        </p>
        <section className="rounded-lg bg-surface-1 p-7 shadow-card ring-1 ring-line">
          <span className="grid size-10 place-items-center rounded-md bg-accent-soft text-accent">
            <Icon aria-hidden className="size-5" />
          </span>
          <h1 className="mt-4 text-lg font-semibold text-fg-strong">{title}</h1>
          <p className="mt-1 mb-6 text-sm text-fg-muted">{lead}</p>
          {children}
        </section>
      </div>
    </main>
  );
}
