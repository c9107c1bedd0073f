import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the server shows the messages it did not send (crates/api/src/dev.rs). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

// Stands for the link while the sentence is translated, so the link sits where each language puts it
// (react-i18next's <Trans> would add 5 KB to the home page's budget for this one sentence).
const SLOT = '\u0000';

/** The strip itself: its own chunk, which a real server's pages never load. */
export function DevOutboxStrip() {
  const { t } = useTranslation('site');
  const link = (
    <a
      href={DEV_OUTBOX_PATH}
      target="_blank"
      rel="noopener"
      aria-label={`${DEV_OUTBOX_PATH} ${t('menu.newTab')}`}
      className="rounded-[3px] px-0.5 font-semibold underline decoration-warning-fg/40 underline-offset-2 hover:decoration-warning-fg focus-visible:bg-warning-fg focus-visible:text-warning focus-visible:no-underline focus-visible:outline-none"
    >
      {DEV_OUTBOX_PATH}
    </a>
  );
  // The lines are truncated (overflow hidden), which would clip an outline: a focused link is shown inverted.
  const sentence = (text: string) => {
    const [before, after] = text.split(SLOT);
    return (
      <>
        {before}
        {link}
        {after}
      </>
    );
  };

  return (
    <section
      aria-label={t('devOutbox.label')}
      className="h-7 bg-warning bg-[repeating-linear-gradient(-45deg,transparent_0_12px,color-mix(in_srgb,var(--color-warning-fg)_7%,transparent)_12px_24px)] text-warning-fg shadow-[inset_0_-1px_0_0_color-mix(in_srgb,var(--color-warning-fg)_18%,transparent)]"
    >
      <p className="mx-auto flex h-full max-w-[1440px] items-center justify-center gap-2 px-3 text-xs font-medium">
        <Construction aria-hidden className="size-3.5 shrink-0" />
        <span className="hidden min-w-0 truncate sm:inline">{sentence(t('devOutbox.text', { outbox: SLOT }))}</span>
        <span className="min-w-0 truncate sm:hidden">{sentence(t('devOutbox.short', { outbox: SLOT }))}</span>
      </p>
    </section>
  );
}
