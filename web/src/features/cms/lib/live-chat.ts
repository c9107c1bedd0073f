import type { LiveChatSettings } from '@/lib/site/live-chat-config';

/**
 * The live-chat widget (product §4): a site id and a div id from the site options, the shape of the
 * Comm100 widget. Nothing is loaded unless both are set, and only in production builds.
 */
export const LIVE_CHAT_SCRIPT_ID = 'zar-live-chat';
export const liveChatScriptUrl = (siteId: string) =>
  `https://vue.comm100.com/livechat.ashx?siteId=${encodeURIComponent(siteId)}`;

interface ChatApi {
  chat_buttons?: { code_plan: string; div_id: string }[];
  site_id?: string;
  main_code_plan?: string;
  open_chat_window?: (event?: unknown, plan?: string) => void;
}

declare global {
  interface Window {
    Comm100API?: ChatApi;
  }
}

/** Adds the widget's holder and script once. Returns false when there is nothing to load. */
export function loadLiveChat(settings: LiveChatSettings | null): boolean {
  if (!settings || document.getElementById(LIVE_CHAT_SCRIPT_ID)) return false;
  const { siteId, divId } = settings;
  if (!document.getElementById(divId)) {
    const holder = document.createElement('div');
    holder.id = divId;
    document.body.append(holder);
  }
  const api: ChatApi = window.Comm100API ?? {};
  api.chat_buttons = [...(api.chat_buttons ?? []), { code_plan: divId, div_id: divId }];
  api.site_id = siteId;
  api.main_code_plan = divId;
  window.Comm100API = api;

  const script = document.createElement('script');
  script.id = LIVE_CHAT_SCRIPT_ID;
  script.async = true;
  script.src = liveChatScriptUrl(siteId);
  document.body.append(script);
  return true;
}

/** Opens the chat window when the widget is ready (the Support entries call this). */
export function openLiveChat(settings: LiveChatSettings | null): void {
  if (!settings) return;
  window.Comm100API?.open_chat_window?.(undefined, settings.divId);
}
