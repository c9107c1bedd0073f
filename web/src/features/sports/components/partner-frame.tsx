import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { useAuthStore } from '@/stores/auth-store';
import { useSiteOptions } from '@/lib/site/site-options';
import { partnerFrameUrl } from '@/features/sports/lib/partner-url';
import type { SportsSection } from '@/features/sports/lib/sports-sections';
import { useLanguage } from '@/lib/i18n';

/**
 * A sportsbook partner's screen, filling the height below the header (and above the phone's bottom
 * bar); when the partner is not configured, a notice for players with where to play meanwhile.
 */
export function PartnerFrame({ section, title }: { section: SportsSection; title: string }) {
  const { t } = useTranslation('site');
  const options = useSiteOptions();
  const session = useAuthStore((s) => s.session);
  const language = useLanguage();
  const src = partnerFrameUrl(section, { options, session, language });
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

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
    <div className="relative h-[calc(100dvh-var(--site-header-h,7rem)-4rem-env(safe-area-inset-bottom))] min-h-[28rem] bg-surface-0 min-[900px]:h-[calc(100dvh-var(--site-header-h,7rem))]">
      <h1 className="sr-only">{title}</h1>
      {loadedSrc !== src && <LoadingIndicator className="absolute inset-0 min-h-0" />}
      <iframe
        key={src}
        src={src}
        title={t('sports.frameTitle', { section: title })}
        onLoad={() => {
          setLoadedSrc(src);
        }}
        allow="fullscreen; autoplay; clipboard-write"
        referrerPolicy="strict-origin-when-cross-origin"
        className="relative block size-full border-0"
      />
    </div>
  );
}
