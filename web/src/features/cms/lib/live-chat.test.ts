import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHAT_SCRIPT_ID, loadLiveChat } from '@/features/cms/lib/live-chat';
import { isLiveChatConfigured, liveChatSettings } from '@/lib/site/live-chat-config';

describe('live chat', () => {
  afterEach(() => {
    document.getElementById(LIVE_CHAT_SCRIPT_ID)?.remove();
    document.getElementById('chat-plan-7')?.remove();
    delete window.Comm100API;
  });

  it('needs both the site id and the div id, and a production build', () => {
    expect(liveChatSettings({ livechat_site_id: '1001' })).toBeNull();
    expect(liveChatSettings({ livechat_div_id: 'chat-plan-7' })).toBeNull();
    const both = { livechat_site_id: '1001', livechat_div_id: 'chat-plan-7' };
    expect(isLiveChatConfigured(both, true)).toBe(true);
    expect(isLiveChatConfigured(both, false)).toBe(false);
    expect(isLiveChatConfigured({}, true)).toBe(false);
  });

  it('loads nothing when unset', () => {
    expect(loadLiveChat(null)).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds the holder and the widget script once when set', () => {
    expect(loadLiveChat({ siteId: '1001', divId: 'chat-plan-7' })).toBe(true);
    expect(loadLiveChat({ siteId: '1001', divId: 'chat-plan-7' })).toBe(false);

    const scripts = document.querySelectorAll(`script#${LIVE_CHAT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toContain('siteId=1001');
    expect(document.getElementById('chat-plan-7')).not.toBeNull();
    expect(window.Comm100API?.site_id).toBe('1001');
  });
});
