import { ChevronDown, Globe } from 'lucide-react';
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, useLanguage } from '@/lib/i18n';

const loadMenu = () => import('@/components/layout/language-select-menu');
const LanguageSelectMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageSelectMenu })));

/**
 * Product §2 language selector: placeholder "Select Language", languages en and tr, switches at once.
 * Until a player reaches for it, a look-alike trigger stands in, so the select library (and its
 * positioning engine) is not part of the first page load; the first press opens the real one.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [wanted, setWanted] = useState(false);

  const placeholder = (
    <button
      type="button"
      role="combobox"
      aria-label={t('language.label')}
      aria-expanded={false}
      aria-haspopup="listbox"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setWanted(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          setWanted(true);
        }
      }}
      className="inline-flex h-10 min-w-0 items-center justify-between gap-2 rounded-sm bg-surface-2 px-2.5 text-sm font-medium text-fg-strong ring-1 ring-line ring-inset transition-colors duration-150 ease-out hover:bg-surface-3 sm:px-3"
    >
      <Globe aria-hidden className="size-4 text-fg-muted" />
      <span className="hidden sm:inline">{LANGUAGE_NAMES[language]}</span>
      <span className="uppercase sm:hidden">{language}</span>
      <ChevronDown aria-hidden className="size-4 text-fg-muted" />
    </button>
  );

  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageSelectMenu defaultOpen />
    </Suspense>
  );
}
