import { SiteFrame } from '@/components/layout/site-frame';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { HeaderAccount, MobileHeaderAccount } from '@/features/auth/components/header-account';
import { usePrefetchAuthForm } from '@/features/auth/hooks/use-prefetch-auth-form';
import { LiveChat } from '@/features/cms/components/live-chat';
import { TopBanner } from '@/features/cms/components/top-banner';

/**
 * The site frame with the features it shows: the CMS top banner and live chat, the auth feature's
 * header account area and dialogs (which also keep the balance fresh).
 */
export function SiteShell() {
  usePrefetchAuthForm();
  return (
    <SiteFrame
      banner={<TopBanner />}
      account={<HeaderAccount />}
      mobileAccount={<MobileHeaderAccount />}
      overlays={
        <>
          <LiveChat />
          <AuthDialogs />
        </>
      }
    />
  );
}
