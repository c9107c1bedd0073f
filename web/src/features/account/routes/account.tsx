import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/features/account/api/get-profile';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { VerificationBadge } from '@/features/account/components/verification-badge';
import { formatDate } from '@/features/account/lib/dates';
import type { Profile } from '@/lib/api/types';
import { displayPhone } from '@/lib/phone';
import { formatDateTime } from '@/lib/format';

/** /dashboard/account: the player's details from `customer/profile`. */
export function AccountRoute() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const profile = useProfile();
  return (
    <DashboardPage title={tc('account.account')} intro={t('profile.intro')}>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <Card>
          <LoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        </Card>
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </DashboardPage>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('profile.personal')}>
          <Row label={t('profile.fullName')}>{`${profile.name} ${profile.surname}`}</Row>
          <Row label={t('profile.birthDate')}>{formatDate(profile.birthDate)}</Row>
          <Row label={t('profile.country')}>{profile.country.name}</Row>
        </Section>
        <Section title={t('profile.accountSection')}>
          <Row label={t('profile.username')}>{profile.username}</Row>
          <Row label={t('profile.usercode')}>{profile.usercode}</Row>
          <Row label={t('profile.createdAt')}>{formatDateTime(profile.createdAt)}</Row>
          <Row label={t('profile.lastLoginAt')}>
            {profile.lastLoginAt ? formatDateTime(profile.lastLoginAt) : t('profile.never')}
          </Row>
        </Section>
      </div>
      <Section title={t('profile.contact')}>
        <Row label={t('profile.email')}>{profile.email}</Row>
        <Row label={t('profile.phone')}>
          <span className="inline-flex flex-wrap items-center gap-2">
            {displayPhone(profile.phone)}
            <VerificationBadge verified={profile.smsVerified} />
          </span>
        </Row>
      </Section>
      <p className="text-sm text-fg-muted">{t('profile.changeHint')}</p>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-sm font-semibold text-fg-muted">{title}</h2>
      <dl className="mt-2 divide-y divide-line">{children}</dl>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-fg-strong tabular-nums sm:text-right">{children}</dd>
    </div>
  );
}

function ProfileSkeleton() {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => (
      <div key={index} className="flex items-center justify-between py-3.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-36" />
      </div>
    ));
  return (
    <div aria-busy className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <Skeleton className="h-4 w-32" />
          <div className="mt-2">{rows(3)}</div>
        </Card>
        <Card>
          <Skeleton className="h-4 w-24" />
          <div className="mt-2">{rows(4)}</div>
        </Card>
      </div>
      <Card>
        <Skeleton className="h-4 w-20" />
        <div className="mt-2">{rows(2)}</div>
      </Card>
    </div>
  );
}
