import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { rememberPopupSeen, wasPopupSeen } from '@/features/cms/lib/popup-memory';
import { type Language, useLanguage } from '@/lib/i18n';
import type { PopupContent } from '@/lib/api/types';

/** `GET cms/popup`: the marketing popup to show now, or null. */
export const popupQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'popup', language],
    queryFn: async ({ signal }): Promise<PopupContent | null> =>
      (await unwrap(apiClient.GET('/api/cms/popup', { signal }), { errorToast: false })) ?? null,
    staleTime: 10 * 60_000,
  });

/**
 * The popup to show on this visit: the current one unless it was shown before on this device.
 * Shown once per content (product §2): it is remembered as seen as soon as it is fetched for showing.
 */
export const popupToShowQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'popup', 'to-show', language],
    queryFn: async ({ signal }): Promise<PopupContent | null> => {
      const popup = (await unwrap(apiClient.GET('/api/cms/popup', { signal }), { errorToast: false })) ?? null;
      if (!popup || wasPopupSeen(popup.id)) return null;
      rememberPopupSeen(popup.id);
      return popup;
    },
    staleTime: Infinity,
    retry: false,
  });

/** Asked only once the popup may show (`enabled`): fetching it marks it as seen. */
export function usePopupToShow(enabled = true) {
  return useQuery({ ...popupToShowQueryOptions(useLanguage()), enabled });
}
