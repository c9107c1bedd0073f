import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LANGUAGES, LANGUAGE_NAMES, changeLanguage, isLanguage, useLanguage } from '@/lib/i18n';

export const LANGUAGE_TRIGGER_CLASS = 'min-w-0 px-2.5 sm:px-3';

/** The language selector itself (Radix Select), loaded the first time a player reaches for it. */
export function LanguageSelectMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <Select
      defaultOpen={defaultOpen}
      value={language}
      onValueChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      <SelectTrigger aria-label={t('language.label')} className={LANGUAGE_TRIGGER_CLASS}>
        <Globe aria-hidden className="size-4 text-fg-muted" />
        <span className="hidden sm:inline">
          <SelectValue placeholder={t('language.label')} />
        </span>
        <span className="uppercase sm:hidden">{language}</span>
      </SelectTrigger>
      <SelectContent align="end">
        {LANGUAGES.map((code) => (
          <SelectItem key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
