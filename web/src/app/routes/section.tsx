import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The keys that can title a section placeholder. */
export type SectionKey =
  | 'nav.sports'
  | 'nav.liveBetting'
  | 'nav.esports'
  | 'nav.casino'
  | 'nav.liveCasino'
  | 'nav.games'
  | 'nav.bingo'
  | 'nav.tvGames'
  | 'nav.promotions'
  | 'pages.play'
  | 'pages.content'
  | 'account.dashboard'
  | 'account.account'
  | 'account.phoneVerification'
  | 'account.deposit'
  | 'account.withdraw'
  | 'account.changePassword'
  | 'account.financialActivities'
  | 'account.gameHistory'
  | 'account.claimBonus'
  | 'account.bonuses'
  | 'account.sessionHistory';

/** A route of the spec whose screen is not built yet: named, inside the frame, with a way back. */
export function SectionRoute({ title }: { title: SectionKey }) {
  const { t } = useTranslation();
  const section = t(title);
  return (
    <>
      <title>{`${section} · Zar`}</title>
      <EmptyState
        icon={Hourglass}
        title={t('comingSoon.title', { section })}
        body={t('comingSoon.body')}
        action={
          <Button asChild variant="secondary">
            <Link to="/">{t('comingSoon.action')}</Link>
          </Button>
        }
      />
    </>
  );
}
