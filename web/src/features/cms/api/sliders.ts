import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { SliderItem } from '@/lib/api/types';

/** `POST cms/sliderlist {slug}`: one carousel's slides in the received order. */
export const sliderQueryOptions = (slug: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'sliders', slug, language],
    queryFn: async ({ signal }): Promise<SliderItem[]> =>
      await unwrap(apiClient.POST('/api/cms/sliderlist', { body: { slug }, signal }), { errorToast: false }),
    staleTime: 5 * 60_000,
  });

export function useSlider(slug: string | null) {
  const language = useLanguage();
  return useQuery({ ...sliderQueryOptions(slug ?? '', language), enabled: slug !== null });
}
