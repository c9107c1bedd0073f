import { useEffect, useRef } from 'react';
import { useSiteOptions } from '@/lib/site/site-options';
import { isLiveChatConfigured } from '@/lib/site/live-chat-config';
import { useActionStore } from '@/stores/action-store';

/**
 * Loads the live-chat widget when configured (production only) and opens it when the chat flag
 * flips. The loader itself is fetched only then.
 */
export function LiveChat() {
  const options = useSiteOptions();
  const chatOpen = useActionStore((s) => s.chatOpen);
  const enabled = isLiveChatConfigured(options);
  const siteId = enabled ? options.livechat_site_id : undefined;
  const divId = enabled ? options.livechat_div_id : undefined;
  const seenFlag = useRef(chatOpen);

  useEffect(() => {
    if (!siteId || !divId) return;
    void import('@/features/cms/lib/live-chat').then(({ loadLiveChat }) => loadLiveChat({ siteId, divId }));
  }, [siteId, divId]);

  useEffect(() => {
    if (seenFlag.current === chatOpen) return;
    seenFlag.current = chatOpen;
    // Product §4: the Support entry toggles the open-chat flag; each toggle brings the chat up.
    if (siteId && divId) void import('@/features/cms/lib/live-chat').then(({ openLiveChat }) => openLiveChat({ siteId, divId }));
  }, [chatOpen, siteId, divId]);

  return null;
}
