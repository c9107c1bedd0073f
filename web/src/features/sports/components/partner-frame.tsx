import { Unplug } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { selectToken, useAuthStore } from '@/stores/auth-store';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { apiClient } from '@/lib/api/client';
import { useSportsbookFrame } from '@/features/sports/hooks/use-sportsbook-frame';
import { startHeartbeat } from '@/features/sports/lib/heartbeat';
import { partnerFrameUrl } from '@/features/sports/lib/partner-url';
import type { SportsSection } from '@/features/sports/lib/sports-sections';
import { useLanguage } from '@/lib/i18n';

/**
 * A sportsbook partner's screen, filling the height below the header (and above the phone's bottom
 * bar); when the partner is not configured, a notice for players with where to play meanwhile.
 * A frame that speaks Zar Sportsbook's protocol (docs/sportsbook.md) is sized to the height it reports instead, and
 * may ask for the login dialog, the deposit dialog (`renderDeposit`, composed by the app) and a fresh balance.
 */
export function PartnerFrame({
  section,
  title,
  renderDeposit,
}: {
  section: SportsSection;
  title: string;
  renderDeposit?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('site');
  // Read afresh when a sportsbook page opens: a partner url changed after login (or start-up) is seen here.
  const options = useQuery({ ...siteOptionsQueryOptions(), refetchOnMount: 'always' }).data ?? {};
  const session = useAuthStore((s) => s.session);
  const token = useAuthStore(selectToken);
  const language = useLanguage();
  const src = partnerFrameUrl(section, { options, session, language });
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const shown = src !== null;
  const frame = useRef<HTMLIFrameElement>(null);
  const [depositOpen, setDepositOpen] = useState(false);
  const height = useSportsbookFrame(frame, src ?? '', () => setDepositOpen(true));

  // A player who only bets in the partner's frame makes no call of ours: while it is shown in a visible tab, the
  // page counts as activity (docs/decisions.md, "The sportsbook heartbeat"). A 401 logs out as any call does.
  useEffect(() => {
    if (!token || !shown) return undefined;
    return startHeartbeat(() => {
      apiClient.POST('/api/customer/heartbeat').catch(() => undefined);
    });
  }, [token, shown]);

  if (!src) {
    // Written for players: what they can do now. How to set the partner up is for operators
    // (docs/operations.md, "Sportsbook partners"), never shown here.
    return (
      <EmptyState
        icon={Unplug}
        title={t('sports.unavailableTitle', { section: title })}
        body={t('sports.unavailableBody')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/casino/slot">{t('sports.unavailableCasino')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/promotions">{t('sports.unavailableAction')}</Link>
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div
      className={
        height === null
          ? 'relative h-[calc(100dvh-var(--site-header-h,7rem)-4rem-env(safe-area-inset-bottom))] min-h-[28rem] bg-surface-0 min-[900px]:h-[calc(100dvh-var(--site-header-h,7rem))]'
          : 'relative bg-surface-0'
      }
    >
      <h1 className="sr-only">{title}</h1>
      {loadedSrc !== src && <LoadingIndicator className="absolute inset-0 min-h-0" />}
      <iframe
        ref={frame}
        key={src}
        src={src}
        title={t('sports.frameTitle', { section: title })}
        onLoad={() => {
          setLoadedSrc(src);
        }}
        allow="fullscreen; autoplay; clipboard-write"
        referrerPolicy="strict-origin-when-cross-origin"
        className="relative block size-full border-0"
        style={height === null ? undefined : { height }}
      />
      {depositOpen && renderDeposit?.(() => setDepositOpen(false))}
    </div>
  );
}
