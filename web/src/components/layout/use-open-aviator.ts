import { useTranslation } from 'react-i18next';
import { useSiteOption } from '@/lib/site/site-options';
import { notify } from '@/lib/toast';

/**
 * Opens Aviator: the spec searches the casino for `aviator_search` and opens the first result.
 * The casino (search and game launch) is not built yet, so for now the entry says so honestly
 * instead of leading nowhere (docs/decisions.md, "Aviator"). Null when no search term is set.
 */
export function useOpenAviator(): (() => void) | null {
  const { t } = useTranslation('site');
  const search = useSiteOption('aviator_search');
  if (!search) return null;
  return () => {
    notify.info(t('menu.aviatorSoon'), { id: 'aviator-soon' });
  };
}
