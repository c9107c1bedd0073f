import { useTranslation } from 'react-i18next';
import { switchAdminLanguage } from '@/admin/lib/i18n';
import { cn } from '@/lib/cn';
import { LANGUAGES, LANGUAGE_NAMES, useLanguage } from '@/lib/i18n';

/** Türkçe / English as a two-way toggle. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const current = useLanguage();
  return (
    <div role="group" aria-label={t('shell.language')} className={cn('grid grid-cols-2 gap-1 rounded-sm bg-surface-0 p-0.5', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          onClick={() => void switchAdminLanguage(language)}
          className={cn(
            'h-7 rounded-[4px] text-xs font-medium transition-colors',
            current === language ? 'bg-surface-3 text-fg-strong' : 'text-fg-muted hover:text-fg-strong',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
