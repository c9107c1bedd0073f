import { useNavigate } from 'react-router';
import { isLiveChatConfigured } from '@/lib/site/live-chat-config';
import { useSiteOptions } from '@/lib/site/site-options';
import { useActionStore } from '@/stores/action-store';

/** Our own support page: the contact form and the call-back request. */
export const SUPPORT_PATH = '/support';

/** Whether a settings link is one of our pages (`/support?type=callback`), opened in place rather than in a new tab. */
export function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * What every Live Chat / Support button does: opens the live chat when it is configured here, else
 * the support link (`support_url`: our page in place, another site in a new tab), else our support page.
 */
export function useOpenSupport(): () => void {
  const options = useSiteOptions();
  const toggleChat = useActionStore((s) => s.toggleChat);
  const navigate = useNavigate();
  return () => {
    const link = options.support_url ?? SUPPORT_PATH;
    if (isLiveChatConfigured(options)) toggleChat();
    else if (isOwnPath(link)) void navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };
}
