import { Settings2, Wallet } from 'lucide-react';
import type { Me } from '@/sportsbook/lib/api';
import type { FramePage } from '@/sportsbook/lib/frame';
import { useT } from '@/sportsbook/lib/i18n';
import { formatMoney } from '@/sportsbook/lib/format';
import { ODDS_FORMATS, type OddsFormat } from '@/sportsbook/lib/odds';
import { postToSite } from '@/sportsbook/lib/parent';
import { setPref, usePrefs } from '@/sportsbook/lib/prefs';
import type { View } from '@/sportsbook/lib/view';
import { cn } from '@/lib/cn';

/** The frame's bar: the section with Betting / My bets, the balance with Deposit (or Log in), the odds format. */
export function TopBar({ page, view, onView, me, loggedIn }: { page: FramePage; view: View; onView: (view: View) => void; me: Me | undefined; loggedIn: boolean }) {
  const { t, lang } = useT();
  const { oddsFormat } = usePrefs();
  const section = page === 'esports' ? t('nav.esports') : page === 'live' ? t('nav.live') : t('nav.sports');
  const tabs: { view: View; label: string }[] = [
    { view: { name: 'list' }, label: section },
    { view: { name: 'bets' }, label: t('nav.myBets') },
  ];
  const active = view.name === 'bets' ? 'bets' : 'list';
  return (
    <div className="flex h-12 items-center gap-2 border-b border-line bg-surface-1 px-3">
      <nav aria-label={t('app.title')} className="flex h-full min-w-0 items-stretch">
        {tabs.map((tab) => {
          const current = tab.view.name === active;
          return (
            <button
              key={tab.view.name}
              type="button"
              aria-current={current ? 'page' : undefined}
              onClick={() => onView(tab.view)}
              className={cn(
                'relative flex items-center gap-1.5 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                current ? 'text-fg-strong after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent' : 'text-fg-muted hover:text-fg-strong',
              )}
            >
              {page === 'live' && tab.view.name === 'list' && <span aria-hidden className="size-1.5 rounded-full bg-danger" />}
              {tab.label}
            </button>
          );
        })}
      </nav>
      <span className="flex-1" />
      <label className="flex items-center gap-1.5 text-xs text-fg-muted">
        <Settings2 aria-hidden className="hidden size-4 sm:block" />
        <span className="sr-only sm:not-sr-only">{t('header.oddsFormat')}</span>
        <select
          value={oddsFormat}
          onChange={(event) => setPref('oddsFormat', event.currentTarget.value as OddsFormat)}
          className="h-8 max-w-[5.75rem] rounded-sm bg-surface-2 px-1 text-xs font-medium text-fg-strong sm:max-w-none sm:px-1.5"
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </select>
      </label>
      {loggedIn ? (
        <div className="flex items-center gap-2">
          {me && (
            <span className="hidden flex-col items-end leading-tight sm:flex">
              <span className="text-[0.625rem] text-fg-muted uppercase">{t('header.balance')}</span>
              <span className="text-sm font-semibold text-money tabular">{formatMoney(me.balance, lang)}</span>
            </span>
          )}
          <button
            type="button"
            onClick={() => postToSite({ type: 'zar-sportsbook:deposit' })}
            className="flex h-8 items-center gap-1.5 rounded-sm bg-accent px-2.5 text-sm font-semibold text-accent-fg hover:bg-accent-hover sm:px-3"
          >
            <Wallet aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('header.deposit')}</span>
            {/* A phone shows the balance on the button that tops it up. */}
            <span className="sr-only sm:hidden">{t('header.deposit')}</span>
            {me && (
              <span aria-hidden className="text-xs font-bold tabular sm:hidden">
                {formatMoney(me.balance, lang)}
              </span>
            )}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => postToSite({ type: 'zar-sportsbook:login' })} className="h-8 rounded-sm bg-accent px-3 text-sm font-semibold text-accent-fg hover:bg-accent-hover">
          {t('header.login')}
        </button>
      )}
    </div>
  );
}
