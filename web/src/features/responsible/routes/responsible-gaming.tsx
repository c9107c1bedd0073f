import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverview } from '@/features/responsible/api/get-overview';
import { CloseAccount } from '@/features/responsible/components/close-account';
import { ExclusionSection } from '@/features/responsible/components/exclusion-section';
import { ExclusionStatus } from '@/features/responsible/components/exclusion-status';
import { HelpLinks } from '@/features/responsible/components/help-links';
import { LimitsSection } from '@/features/responsible/components/limits-section';
import { RealityCheckCard } from '@/features/responsible/components/reality-check-card';
import { Section } from '@/features/responsible/components/section';
import { SessionLimitCard } from '@/features/responsible/components/session-limit-card';
import { useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

/**
 * /dashboard/responsible-gaming (issue 22): the money limits with their usage and waiting raises, the session
 * time limit and the reality check, a time-out or self-exclusion, account closure and where to get help. While an
 * exclusion is in force its banner leads, and taking another is not offered (the server refuses it).
 */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation('responsible');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const overview = useOverview(language);
  const updateSession = useAuthStore((state) => state.updateSession);
  const exclusion = overview.data?.exclusion ?? null;

  // The site-wide banner follows what the page read (a reopened account loses it).
  useEffect(() => {
    if (overview.data) updateSession({ exclusion: overview.data.exclusion ?? null });
  }, [overview.data, updateSession]);

  return (
    <DashboardPage title={tc('account.responsibleGaming')} intro={t('intro')}>
      {overview.isPending ? (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
          <Skeleton className="h-7 w-48" />
          <div className="grid gap-4 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-[26rem]" />
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-44" />
            <Skeleton className="h-44" />
          </div>
        </div>
      ) : overview.isError ? (
        <LoadError onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <div className="flex flex-col gap-10">
          {exclusion && <ExclusionStatus exclusion={exclusion} />}
          <LimitsSection limits={overview.data.limits} />
          <Section title={t('time.title')} intro={t('time.intro')}>
            <div className="grid gap-4 md:grid-cols-2">
              <SessionLimitCard session={overview.data.session} />
              <RealityCheckCard realityCheck={overview.data.realityCheck} />
            </div>
          </Section>
          {!exclusion && <ExclusionSection />}
          <HelpLinks links={overview.data.helpLinks} />
          <CloseAccount />
        </div>
      )}
    </DashboardPage>
  );
}
