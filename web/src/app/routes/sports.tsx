import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/layout/page-meta';
import type { SectionTitleKey } from '@/components/layout/nav-items';
import { PartnerFrame } from '@/features/sports/components/partner-frame';
import type { SportsSection } from '@/features/sports/lib/sports-sections';
import { withNamespaces } from '@/lib/i18n';

// Loaded when a sportsbook frame first asks for it (`zar-sportsbook:deposit`), not with the page.
const DepositDialog = lazy(() =>
  withNamespaces(['wallet', 'account'], import('@/features/wallet/components/deposit-dialog')).then((m) => ({
    default: m.DepositDialog,
  })),
);

const TITLES: Record<SportsSection['page'], SectionTitleKey> = {
  sport: 'nav.sports',
  live: 'nav.liveBetting',
  esports: 'nav.esports',
};

/** /spor, /spor/fcg, /livespor, /livespor/fcg, /esports, /esports/betco. */
export function SportsRoute({ section }: { section: SportsSection }) {
  const { t } = useTranslation(['common', 'site']);
  const title = t(TITLES[section.page]);
  return (
    <>
      <PageMeta
        title={`${title} · Zar`}
        description={t(section.page === 'esports' ? 'site:meta.esportsDescription' : 'site:meta.sportsDescription')}
      />
      <PartnerFrame
        section={section}
        title={title}
        renderDeposit={(close) => (
          <Suspense fallback={null}>
            <DepositDialog onClose={close} />
          </Suspense>
        )}
      />
    </>
  );
}
