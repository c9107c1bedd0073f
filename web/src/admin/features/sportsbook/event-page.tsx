import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX2, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '@/admin/components/page';
import { PageSkeleton } from '@/admin/components/page-skeleton';
import { ReasonDialog } from '@/admin/components/reason-dialog';
import { eventQuery, useCancelEvent } from '@/admin/features/sportsbook/api';
import { EventStatus, Score } from '@/admin/features/sportsbook/event-parts';
import { ResultDialog } from '@/admin/features/sportsbook/result-dialog';
import { odds } from '@/admin/features/sportsbook/result';
import { SlipsTable } from '@/admin/features/sportsbook/slips-table';
import type { AdminMarket } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';
import { useMe } from '@/admin/lib/operator';
import { can } from '@/admin/lib/roles';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';

/** One market: its outcomes with the price and what the open lines stand to win. */
function MarketTable({ market }: { market: AdminMarket }) {
  const { t } = useTranslation('admin');
  const exposed = market.outcomes.some((o) => o.lines > 0);
  return (
    <div className="rounded-md bg-surface-1 ring-1 ring-line">
      <h3 className="border-b border-line px-3 py-2 text-xs font-medium text-fg-strong">{market.name}</h3>
      <table className="w-full text-xs">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('sportsbook.outcome')}</th>
            <th scope="col">{t('sportsbook.odds')}</th>
            <th scope="col">{t('sportsbook.stake')}</th>
            <th scope="col">{t('sportsbook.potential')}</th>
          </tr>
        </thead>
        <tbody>
          {market.outcomes.map((o) => (
            <tr key={o.code} className="border-t border-line first:border-t-0">
              <td className="px-3 py-1.5 text-fg">{o.name}</td>
              <td className="px-3 py-1.5 text-right font-medium text-fg-strong tabular-nums">{odds(o.odds)}</td>
              <td className={cn('px-3 py-1.5 text-right tabular-nums', o.lines > 0 ? 'text-fg' : 'text-fg-muted')}>{exposed ? money(o.stake) : ''}</td>
              <td className={cn('px-3 py-1.5 text-right tabular-nums', o.lines > 0 ? 'text-danger' : 'text-fg-muted')}>{exposed ? money(o.potentialPayout) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An event: its markets grouped with prices and exposure, its open slips, and (finance, admin) result and cancel. */
export default function EventPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const event = useQuery({ ...eventQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const me = useMe();
  const settle = can(me.data?.role, 'sportsbook.settle');
  const [dialog, setDialog] = useState<'result' | 'cancel' | null>(null);
  const cancel = useCancelEvent(id);

  const back = (
    <Link to="/sportsbook" className="mb-1 inline-flex items-center gap-1 text-xs text-fg-muted hover:text-fg-strong">
      <ArrowLeft className="size-3.5" aria-hidden />
      {t('sportsbook.title')}
    </Link>
  );
  if (event.isPending) return <PageSkeleton />;
  if (event.isError) return <EmptyState icon={CalendarX2} title={t('sportsbook.eventMissing')} body={event.error.message} />;
  const data = event.data;
  const groups = new Map<string, AdminMarket[]>();
  for (const market of data.markets) groups.set(market.groupName, [...(groups.get(market.groupName) ?? []), market]);
  const scheduled = data.status === 'upcoming' || data.status === 'live';

  return (
    <Page
      back={back}
      title={`${data.home} – ${data.away}`}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {data.sportName} · {data.leagueName}
          </span>
          <span className="tabular-nums">{dateTime(data.startsAt)}</span>
          <EventStatus status={data.status} />
          <Score event={data} periods />
          {data.reason && <span>{t('sportsbook.cancelledBecause', { reason: data.reason })}</span>}
        </span>
      }
      actions={
        settle && scheduled ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
              <CalendarX2 className="size-4" aria-hidden />
              {t('sportsbook.cancelEvent')}
            </Button>
            <Button size="sm" onClick={() => setDialog('result')} disabled={data.status !== 'live'} title={data.status !== 'live' ? t('sportsbook.notStarted') : undefined}>
              <Flag className="size-4" aria-hidden />
              {t('sportsbook.enterResult')}
            </Button>
          </>
        ) : null
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t('sportsbook.openSlips'), String(data.openSlips)],
          [t('sportsbook.openStake'), money(data.openStake)],
          [t('sportsbook.markets'), String(data.markets.length)],
          [t('sportsbook.endsAt'), dateTime(data.endsAt)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-surface-1 px-3 py-2 ring-1 ring-line">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="text-base font-semibold text-fg-strong tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="open-slips" className="flex flex-col gap-2">
        <h2 id="open-slips" className="text-sm font-semibold text-fg-strong">
          {t('sportsbook.openSlipsTitle')}
        </h2>
        <SlipsTable label={t('sportsbook.openSlipsTitle')} slips={data.slips} loading={false} settled={false} />
      </section>
      <section aria-labelledby="markets" className="flex flex-col gap-3">
        <h2 id="markets" className="text-sm font-semibold text-fg-strong">
          {t('sportsbook.marketsTitle')} <span className="font-normal text-fg-muted">· {t('sportsbook.marketsNote')}</span>
        </h2>
        {data.markets.length === 0 && <p className="text-sm text-fg-muted">{t('sportsbook.noMarkets')}</p>}
        {[...groups.entries()].map(([group, markets]) => (
          <div key={group} className="flex flex-col gap-2">
            <h3 className="text-xs font-medium tracking-wide text-fg-muted uppercase">{group}</h3>
            <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
              {markets.map((market) => (
                <MarketTable key={market.key} market={market} />
              ))}
            </div>
          </div>
        ))}
      </section>
      {dialog === 'result' && <ResultDialog event={data} open onOpenChange={(open) => setDialog(open ? 'result' : null)} />}
      <ReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('sportsbook.cancelTitle')}
        description={t('sportsbook.cancelDescription', { event: `${data.home} – ${data.away}`, count: data.openSlips })}
        label={t('sportsbook.reason')}
        confirm={t('sportsbook.cancelConfirm')}
        destructive
        onConfirm={(reason) => cancel.mutateAsync(reason)}
      />
    </Page>
  );
}
