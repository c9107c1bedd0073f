import type { SiteOptions } from '@/lib/site/site-options';

/** Where Google Tag Manager's script comes from; the server's CSP allows this origin only while the option is set. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container the site loads (product §9, site option `tag_manager_id`): production builds only, a GTM id only. */
export function tagManagerId(options: SiteOptions, production = import.meta.env.PROD): string | null {
  const id = options.tag_manager_id;
  return production && id !== undefined && /^GTM-[A-Z0-9]{1,16}$/.test(id) ? id : null;
}
