import type { SiteOptions } from '@/lib/site/site-options';

/** The live-chat widget's settings (product §4): a site id and a div id from the site options. */
export interface LiveChatSettings {
  siteId: string;
  divId: string;
}

export function liveChatSettings(options: SiteOptions): LiveChatSettings | null {
  const siteId = options.livechat_site_id;
  const divId = options.livechat_div_id;
  return siteId && divId ? { siteId, divId } : null;
}

/** Whether Support opens the chat here (configured, and a production build that loads it). */
export function isLiveChatConfigured(options: SiteOptions, production = import.meta.env.PROD): boolean {
  return production && liveChatSettings(options) !== null;
}
