import { useTranslation } from 'react-i18next';

/** The footer while its chunk loads: the same surface and the copyright, so the page end is there at once. */
export function SiteFooterShell() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 min-h-[36rem] bg-surface-1 shadow-[0_-1px_0_0_var(--color-line)]">
      <p className="sr-only">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
