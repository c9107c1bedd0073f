import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard, ColumnChart } from '@/admin/components/chart';
import { DownloadButton } from '@/admin/components/download-button';
import { Page } from '@/admin/components/page';
import { downloadReport, overviewQuery } from '@/admin/features/reports/api';
import type { OverviewDay, OverviewFigures } from '@/admin/lib/api-types';
import { compactMoney, count, longDay, money, shortDay } from '@/admin/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The landing screen of admin and finance: today and the last 30 days (Istanbul days, from the ledger) as figures,
 * the pending withdrawals now, and the days as charts.
 */
export default function OverviewPage() {
  const { t } = useTranslation('admin');
  const overview = useQuery(overviewQuery());
  const data = overview.data;
  const today = data?.days[data.days.length - 1];
  const totals = data?.totals;

  if (overview.isError)
    return (
      <Page title={t('overview.title')}>
        <EmptyState icon={ChartColumn} title={t('table.errorTitle')} body={overview.error.message} />
      </Page>
    );

  return (
    <Page
      title={t('overview.title')}
      description={data ? t('overview.description', { from: longDay(data.from), to: longDay(data.to) }) : t('overview.loading')}
      actions={<DownloadButton download={() => downloadReport.overview({})} />}
    >
      <section aria-label={t('overview.figures')} className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-4">
        <Figure label={t('overview.registrations')} today={today && count(today.registrations)} period={totals && count(totals.registrations)} />
        <Figure label={t('overview.activePlayers')} today={today && count(today.activePlayers)} period={totals && count(totals.activePlayers)} />
        <Figure
          label={t('overview.deposits')}
          today={today && money(today.depositAmount)}
          period={totals && money(totals.depositAmount)}
          note={today && totals && t('overview.counts', { today: count(today.depositCount), period: count(totals.depositCount) })}
          tone="money"
        />
        <Figure
          label={t('overview.withdrawals')}
          today={today && money(today.withdrawalAmount)}
          period={totals && money(totals.withdrawalAmount)}
          note={today && totals && t('overview.counts', { today: count(today.withdrawalCount), period: count(totals.withdrawalCount) })}
        />
        <Figure label={t('overview.ggr')} today={today && money(today.ggr)} period={totals && money(totals.ggr)} signed={today?.ggr} />
        <Figure
          label={t('overview.ngr')}
          today={today && money(today.ngr)}
          period={totals && money(totals.ngr)}
          note={today && totals && t('overview.bonusCost', { today: money(today.bonusCost), period: money(totals.bonusCost) })}
          signed={today?.ngr}
        />
        <div className="col-span-2 flex flex-col justify-between rounded-md bg-accent-soft px-4 py-3 ring-1 ring-accent/30 lg:col-span-1 xl:col-span-2">
          <p className="text-xs font-medium text-accent">{t('overview.pending')}</p>
          {data ? (
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-2xl font-semibold text-fg-strong tabular-nums">{money(data.pendingWithdrawalAmount)}</span>
              <span className="text-sm text-fg tabular-nums">{t('overview.pendingCount', { count: data.pendingWithdrawalCount })}</span>
            </p>
          ) : (
            <Skeleton className="mt-1.5 h-7 w-40" />
          )}
          <Link to="/withdrawals" className="mt-2 inline-flex items-center gap-1 self-start text-sm font-medium text-fg-strong hover:text-accent">
            {t('overview.openQueue')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard loading={!data}>
          {data && <MoneyChart days={data.days} label={t('overview.moneyChart')} keys={['depositAmount', 'withdrawalAmount']} />}
        </ChartCard>
        <ChartCard loading={!data}>
          {data && <MoneyChart days={data.days} label={t('overview.revenueChart')} keys={['ggr', 'ngr']} />}
        </ChartCard>
        <ChartCard loading={!data} className="xl:col-span-2">
          {data && (
            <ColumnChart
              label={t('overview.playersChart')}
              categoryLabel={t('reports.day')}
              rows={data.days}
              category={(day) => shortDay(day.date)}
              series={[
                { key: 'registrations', label: t('overview.registrations'), tone: 'info', value: (day) => day.registrations },
                { key: 'activePlayers', label: t('overview.activePlayers'), tone: 'muted', value: (day) => day.activePlayers },
              ]}
              format={count}
            />
          )}
        </ChartCard>
      </div>
    </Page>
  );
}

type MoneyKey = keyof Pick<OverviewFigures, 'depositAmount' | 'withdrawalAmount' | 'ggr' | 'ngr'>;

const SERIES: Record<MoneyKey, { label: 'deposits' | 'withdrawals' | 'ggr' | 'ngr'; tone: 'money' | 'info' | 'accent' | 'muted' }> = {
  depositAmount: { label: 'deposits', tone: 'money' },
  withdrawalAmount: { label: 'withdrawals', tone: 'info' },
  ggr: { label: 'ggr', tone: 'accent' },
  ngr: { label: 'ngr', tone: 'muted' },
};

/** Two money figures of each day side by side. */
function MoneyChart({ days, label, keys }: { days: OverviewDay[]; label: string; keys: MoneyKey[] }) {
  const { t } = useTranslation('admin');
  return (
    <ColumnChart
      label={label}
      categoryLabel={t('reports.day')}
      rows={days}
      category={(day) => shortDay(day.date)}
      series={keys.map((key) => ({ key, label: t(`overview.${SERIES[key].label}`), tone: SERIES[key].tone, value: (day: OverviewDay) => day[key] }))}
      format={money}
      formatAxis={compactMoney}
    />
  );
}

/** One figure: today's, large, and the period's under it. */
function Figure({
  label,
  today,
  period,
  note,
  tone,
  signed,
}: {
  label: string;
  today: string | undefined;
  period: string | undefined;
  note?: string | undefined;
  tone?: 'money';
  /** The figure's sign, for GGR and NGR: a loss reads red. */
  signed?: number | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
      <p className="text-xs font-medium text-fg-muted">{label}</p>
      {today === undefined ? (
        <Skeleton className="mt-1.5 h-7 w-28" />
      ) : (
        <p
          className={cn(
            'mt-1 text-2xl font-semibold tabular-nums',
            signed !== undefined && signed < 0 ? 'text-danger' : tone === 'money' ? 'text-money' : 'text-fg-strong',
          )}
        >
          {today}
        </p>
      )}
      <p className="text-xs text-fg-muted">{t('overview.today')}</p>
      <div className="mt-2 border-t border-line pt-2 text-sm text-fg tabular-nums">
        {period === undefined ? <Skeleton className="h-4 w-24" /> : t('overview.period', { value: period })}
      </div>
      {note && <p className="text-xs text-fg-muted tabular-nums">{note}</p>}
    </div>
  );
}
