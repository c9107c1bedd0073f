import { useTranslation } from 'react-i18next';
import { AVIATOR_ICON } from '@/components/layout/nav-items';
import { useMenuActions } from '@/components/layout/menu-actions';
import { cn } from '@/lib/cn';

/** Product §2 secondary menu: Aviator (shown when the app gives it an action: the search term is configured). */
export function SecondaryNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('site');
  const openAviator = useMenuActions().aviator;
  if (!openAviator) return null;
  const Icon = AVIATOR_ICON;
  return (
    <nav aria-label={t('menu.secondaryLabel')} className={className}>
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          openAviator();
        }}
        className={cn(
          'group inline-flex h-9 items-center gap-2 rounded-full bg-surface-2 pr-3.5 pl-1.5 text-sm font-semibold text-fg-strong',
          'ring-1 ring-line-strong ring-inset transition-colors duration-150 ease-out hover:bg-surface-3',
        )}
      >
        <span className="grid size-6 place-items-center rounded-full bg-linear-to-br from-accent-hover to-accent-deep text-accent-fg">
          <Icon aria-hidden className="size-3.5 -rotate-12 transition-transform group-hover:-translate-y-px" strokeWidth={2.25} />
        </span>
        {t('menu.aviator')}
      </button>
    </nav>
  );
}
