import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { ACCOUNT_MENU, type AccountTitleKey } from '@/components/layout/account-menu-items';

/** What a page that comes with a later feature waits for. */
export type ComingWith = 'bonuses';

/** A dashboard page whose feature is not built yet: named, designed, with a way back. */
export function ComingSoonRoute({ path, title, comingWith }: { path: string; title: AccountTitleKey; comingWith: ComingWith }) {
  const Icon = ACCOUNT_MENU.find(({ to }) => to === path)?.icon ?? Hourglass;
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <DashboardPage title={tc(title)}>
      <Card className="relative overflow-hidden bg-[radial-gradient(ellipse_at_50%_0%,var(--color-accent-soft),transparent_60%)]">
        <div className="relative flex flex-col items-center px-4 py-14 text-center">
          <span className="grid size-16 place-items-center rounded-lg bg-surface-2 text-accent shadow-card ring-1 ring-line">
            <Icon aria-hidden className="size-7" strokeWidth={1.75} />
          </span>
          <p className="mt-6 text-xs font-semibold tracking-wider text-accent uppercase">{t('comingSoon.soon')}</p>
          <p className="mt-2 max-w-md text-fg">{t(`comingSoon.${comingWith}`)}</p>
          <Button asChild variant="secondary" className="mt-8">
            <Link to="/dashboard">{t('comingSoon.back')}</Link>
          </Button>
        </div>
      </Card>
    </DashboardPage>
  );
}
