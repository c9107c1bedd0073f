import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { quickSearchQueryOptions } from '@/features/casino/api/get-games';
import { useLaunchGame } from '@/features/casino/hooks/use-launch-game';
import { useLanguage } from '@/lib/i18n';
import { useSiteOption } from '@/lib/site/site-options';
import { notify } from '@/lib/toast';

/**
 * The secondary menu's Aviator (product §2, §7): searches the casino for the `aviator_search` term
 * (five results, like the quick search) and opens the first game the way a tile does; when nothing
 * is found it says so. Null when no search term is set (the entry is hidden). Aviator is not a live
 * table, so it is searched among the non-live games wherever the player is.
 */
export function useOpenAviator(): (() => void) | null {
  const { t } = useTranslation('casino');
  const term = useSiteOption('aviator_search');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const launch = useLaunchGame();
  const open = useCallback(() => {
    if (!term) return;
    void queryClient.query(quickSearchQueryOptions(term, false, language)).then(({ games: [first] }) => {
      if (first) launch(first);
      else notify.error(t('aviator.notFound', { term }), { id: 'aviator-not-found' });
    });
  }, [term, queryClient, language, launch, t]);
  return term ? open : null;
}
