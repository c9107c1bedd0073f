import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteOptions } from '@/lib/site/site-options';

/**
 * What every entry of a menu reads (the texts, the address, the site options), read once by the menu rather than by
 * each of its dozen entries: the main menu is part of every page's first render.
 */
export function useNavState() {
  const { t } = useTranslation(['common', 'site']);
  const { pathname, search } = useLocation();
  const options = useSiteOptions();
  return { t, pathname, search, options };
}

export type NavState = ReturnType<typeof useNavState>;
