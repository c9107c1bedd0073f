import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import type { SiteOptionItem } from '@/lib/api/types';

/** The public site options the web app reads (README "Site options"). */
export type SiteOptionKey =
  | 'callcenterform'
  | 'livechat_site_id'
  | 'livechat_div_id'
  | 'support_url'
  | 'social_instagram'
  | 'social_x'
  | 'social_telegram'
  | 'social_youtube'
  | 'licence_badge_url'
  | 'licence_url'
  | 'betsy_cid'
  | 'betsy_url'
  | 'betco_url'
  | 'aviator_search'
  | 'casino_video_url'
  | 'casino_video_title'
  | 'base_domain'
  | 'next_domain'
  | 'trial_bonus_amount'
  | 'tag_manager_id';

/** Options by key; only enabled options with a value are kept, so "unset" is simply absent. */
export type SiteOptions = Partial<Record<SiteOptionKey, string>>;

export function toSiteOptions(list: readonly Pick<SiteOptionItem, 'key' | 'value' | 'status'>[]): SiteOptions {
  const options: Record<string, string> = {};
  for (const { key, value, status } of list) {
    const trimmed = value.trim();
    if (status && trimmed) options[key] = trimmed;
  }
  return options;
}

/** `POST cms/siteoptionlist`, failures untoasted: start-up decides what a failure means. */
export async function fetchSiteOptions(signal?: AbortSignal): Promise<SiteOptions> {
  const list = await unwrap(apiClient.POST('/api/cms/siteoptionlist', { signal }), { errorToast: false });
  return toSiteOptions(list);
}

export const siteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'site-options'],
    queryFn: ({ signal }) => fetchSiteOptions(signal),
    staleTime: Infinity,
  });

/** All site options (loaded at start-up; `{}` when start-up could not load them). */
export function useSiteOptions(): SiteOptions {
  return useQuery(siteOptionsQueryOptions()).data ?? {};
}

/** One site option's value, or undefined when it is unset or disabled. */
export function useSiteOption(key: SiteOptionKey): string | undefined {
  return useSiteOptions()[key];
}
