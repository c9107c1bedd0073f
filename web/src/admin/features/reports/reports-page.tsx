import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChartCard, ColumnChart, RankChart } from '@/admin/components/chart';
import { DataTable } from '@/admin/components/data-table';
import { DownloadButton } from '@/admin/components/download-button';
import { FilterInput } from '@/admin/components/filter-select';
import { Badge, FilterBar, Page } from '@/admin/components/page';
import { PaymentStatus } from '@/admin/components/payment-status';
import { Tabs } from '@/admin/components/tabs';
import { confirmedByMethod, downloadReport, type GgrBy, ggrQuery, paymentsReportQuery, type Period } from '@/admin/features/reports/api';
import type { GgrRow, PaymentsRow } from '@/admin/lib/api-types';
import { compactMoney, count, longDay, money, shortDay } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { KIND } from '@/admin/lib/payments';

const REPORTS = ['day', 'provider', 'game', 'payments', 'bonus'] as const;
type Report = (typeof REPORTS)[number];
const LIST: ListSpec<'report' | 'from' | 'to'> = { filters: ['report', 'from', 'to'] };

/**
 * Reports over a chosen period (from/to in the address, Istanbul days): GGR by day, provider and game, payments by
 * method, bonus cost — each a chart, a table and the API's CSV.
 */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const report: Report = (REPORTS as readonly string[]).includes(list.filters.report) ? (list.filters.report as Report) : 'day';
  const period: Period = { from: list.filters.from, to: list.filters.to };

  return (
    <Page title={t('reports.title')} description={t('reports.description')}>
      <Tabs
        label={t('reports.title')}
        tabs={REPORTS.map((key) => ({ key, label: t(`reports.tabs.${key}`) }))}
        value={report}
        onChange={(key) => list.update({ filters: { report: key === 'day' ? '' : key } })}
      />
      {report === 'payments' ? (
        <PaymentsReport period={period} />
      ) : (
        <GgrReport by={report === 'bonus' ? 'day' : report} bonus={report === 'bonus'} period={period} />
      )}
    </Page>
  );
}

/** The period's two dates, in the address; empty shows the period the API chose (the last 30 days). */
function Dates({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  return (
    <>
      <FilterInput type="date" label={t('payments.from')} value={list.filters.from || from} onChange={(value) => list.update({ filters: { from: value } })} />
      <FilterInput type="date" label={t('payments.to')} value={list.filters.to || to} onChange={(value) => list.update({ filters: { to: value } })} />
    </>
  );
}

const ggrColumn = createColumnHelper<GgrRow>();

function GgrReport({ by, bonus, period }: { by: GgrBy; bonus: boolean; period: Period }) {
  const { t } = useTranslation('admin');
  const report = useQuery(ggrQuery(by, period));
  const data = report.data;
  const moneyColumn = (key: 'bets' | 'wins' | 'ggr' | 'bonusCost' | 'ngr') =>
    ggrColumn.accessor((row) => row[key] ?? 0, {
      id: key,
      header: t(`reports.${key}`),
      meta: { align: 'right' },
      cell: (info) => <span className={info.getValue() < 0 ? 'text-danger' : undefined}>{money(info.getValue())}</span>,
    });
  const first: ColumnDef<GgrRow, never>[] =
    by === 'day'
      ? [ggrColumn.accessor('key', { header: t('reports.day'), cell: (info) => <span className="tabular-nums">{longDay(info.getValue())}</span> })]
      : by === 'provider'
        ? [ggrColumn.accessor('name', { header: t('reports.provider') })]
        : [
            ggrColumn.accessor('name', { header: t('reports.game'), cell: (info) => <span className="font-medium text-fg-strong">{info.getValue()}</span> }),
            ggrColumn.accessor('provider', { header: t('reports.provider') }),
          ];
  const figures = bonus ? (['bonusCost', 'ggr', 'ngr'] as const) : by === 'day' ? (['bets', 'wins', 'ggr', 'bonusCost', 'ngr'] as const) : (['bets', 'wins', 'ggr'] as const);
  const columns = [...first, ...figures.map(moneyColumn)] as ColumnDef<GgrRow, never>[];
  const title = t(`reports.charts.${bonus ? 'bonus' : by}`);

  return (
    <>
      <FilterBar>
        <Dates from={data?.from ?? ''} to={data?.to ?? ''} />
        <div className="ml-auto">
          <DownloadButton download={() => downloadReport.ggr(by, period)} />
        </div>
      </FilterBar>
      {data && <Totals row={data.total} figures={figures} />}
      <ChartCard loading={!data}>
        {data &&
          (by === 'day' ? (
            <ColumnChart
              label={title}
              table="none"
              categoryLabel={t('reports.day')}
              rows={data.items}
              category={(row) => shortDay(row.key)}
              series={
                bonus
                  ? [{ key: 'bonusCost', label: t('reports.bonusCost'), tone: 'danger', value: (row) => row.bonusCost ?? 0 }]
                  : [
                      { key: 'ggr', label: t('reports.ggr'), tone: 'accent', value: (row) => row.ggr },
                      { key: 'ngr', label: t('reports.ngr'), tone: 'muted', value: (row) => row.ngr ?? 0 },
                    ]
              }
              format={money}
              formatAxis={compactMoney}
            />
          ) : data.items.length > 0 ? (
            <RankChart label={title} rows={data.items} name={(row) => row.name} value={(row) => row.ggr} format={money} />
          ) : (
            <p className="text-sm text-fg-muted">{t('reports.emptyBody')}</p>
          ))}
      </ChartCard>
      <DataTable
        label={title}
        columns={columns}
        data={data?.items}
        loading={report.isPending}
        error={report.error?.message}
        rowKey={(row) => row.key}
        empty={{ icon: ChartColumn, title: t('reports.emptyTitle'), body: t('reports.emptyBody') }}
      />
    </>
  );
}

/** The period's totals in one line above the chart. */
function Totals({ row, figures }: { row: GgrRow; figures: readonly ('bets' | 'wins' | 'ggr' | 'bonusCost' | 'ngr')[] }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={t('reports.totals')}>
      {figures.map((key) => {
        const value = row[key] ?? 0;
        return (
          <div key={key} className="rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
            <dt className="text-xs font-medium text-fg-muted">{t(`reports.${key}`)}</dt>
            <dd className={`mt-1 text-lg font-semibold tabular-nums ${value < 0 ? 'text-danger' : 'text-fg-strong'}`}>{money(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

const paymentColumn = createColumnHelper<PaymentsRow>();

function PaymentsReport({ period }: { period: Period }) {
  const { t } = useTranslation('admin');
  const report = useQuery(paymentsReportQuery(period));
  const data = report.data;
  const columns = [
    paymentColumn.accessor('method', { header: t('payments.method'), cell: (info) => <span className="font-medium text-fg-strong">{info.getValue()}</span> }),
    paymentColumn.accessor('kind', {
      header: t('payments.kind'),
      cell: (info) => (info.getValue() === KIND.deposit ? <Badge tone="info">{t('payments.deposit')}</Badge> : <Badge>{t('payments.withdraw')}</Badge>),
    }),
    paymentColumn.accessor('status', { header: t('payments.statusLabel'), cell: (info) => <PaymentStatus status={info.getValue()} /> }),
    paymentColumn.accessor('count', { header: t('reports.count'), meta: { align: 'right' }, cell: (info) => count(info.getValue()) }),
    paymentColumn.accessor('amount', { header: t('payments.amount'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    paymentColumn.accessor('fee', { header: t('payments.fee'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
  ];
  return (
    <>
      <FilterBar>
        <Dates from={data?.from ?? ''} to={data?.to ?? ''} />
        <div className="ml-auto">
          <DownloadButton download={() => downloadReport.payments(period)} />
        </div>
      </FilterBar>
      <ChartCard loading={!data}>
        {data && (
          <ColumnChart
            label={t('reports.charts.payments')}
            table="none"
            categoryLabel={t('payments.method')}
            rows={confirmedByMethod(data.items)}
            category={(row) => row.method}
            series={[
              { key: 'deposits', label: t('overview.deposits'), tone: 'money', value: (row) => row.deposits },
              { key: 'withdrawals', label: t('overview.withdrawals'), tone: 'info', value: (row) => row.withdrawals },
            ]}
            format={money}
            formatAxis={compactMoney}
          />
        )}
      </ChartCard>
      <DataTable
        label={t('reports.charts.paymentsTable')}
        columns={columns}
        data={data?.items}
        loading={report.isPending}
        error={report.error?.message}
        rowKey={(row) => `${row.method}-${row.kind}-${row.status}`}
        empty={{ icon: ChartColumn, title: t('reports.emptyTitle'), body: t('reports.emptyBody') }}
      />
    </>
  );
}
