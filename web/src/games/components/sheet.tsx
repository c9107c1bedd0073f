import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '@/games/lib/i18n';

/**
 * A panel over the game: a bottom sheet on phones, a centred dialog on wider screens. Escape and the scrim
 * close it; focus moves into it when it opens and back when it closes.
 */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useT();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center sm:items-center" role="presentation">
      <button
        type="button"
        aria-label={t('app.close')}
        tabIndex={-1}
        className="absolute inset-0 bg-scrim animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className="relative flex max-h-[85dvh] w-full flex-col rounded-t-lg bg-surface-1 shadow-popover outline-none animate-pop-in sm:max-w-lg sm:rounded-lg"
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 className="text-base font-semibold text-fg-strong">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('app.close')}
            className="grid size-9 place-items-center rounded-sm text-fg-muted hover:bg-surface-2 hover:text-fg-strong"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{children}</div>
      </div>
    </div>
  );
}
