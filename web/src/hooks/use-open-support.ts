import { useTranslation } from 'react-i18next';
import { isLiveChatConfigured } from '@/lib/site/live-chat-config';
import { useSiteOptions } from '@/lib/site/site-options';
import { notify } from '@/lib/toast';
import { useActionStore } from '@/stores/action-store';

/**
 * What every Live Chat / Support button does: opens the live chat when it is configured here, else the
 * support link in a new tab, else says support is not available.
 */
export function useOpenSupport(): () => void {
  const { t } = useTranslation('site');
  const options = useSiteOptions();
  const toggleChat = useActionStore((s) => s.toggleChat);
  return () => {
    if (isLiveChatConfigured(options)) toggleChat();
    else if (options.support_url) window.open(options.support_url, '_blank', 'noopener,noreferrer');
    else notify.info(t('bottomBar.supportUnavailable'), { id: 'support-unavailable' });
  };
}
