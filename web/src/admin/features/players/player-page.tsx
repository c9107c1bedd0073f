import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { ArrowLeft, Ban, LockOpen, ReceiptText, ShieldCheck, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge, Page } from '@/admin/components/page';
import { ReasonDialog } from '@/admin/components/reason-dialog';
import { Tabs } from '@/admin/components/tabs';
import { ledgerQuery, protectionQuery, useBlockPlayer, usePlayer } from '@/admin/features/players/api';
import { BonusesTab } from '@/admin/features/players/bonuses-tab';
import { NotesTab } from '@/admin/features/players/notes-tab';
import { NotificationsTab } from '@/admin/features/players/notifications-tab';
import { PaymentsTab } from '@/admin/features/players/payments-tab';
import { SummaryStrip } from '@/admin/features/players/player-summary';
import { RoundsTab } from '@/admin/features/players/rounds-tab';
import { SessionsTab } from '@/admin/features/players/sessions-tab';
import type { LedgerMovement, PlayerDetail } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';
import { useMe } from '@/admin/lib/operator';
import { can, type Permission } from '@/admin/lib/roles';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type Tab = 'ledger' | 'payments' | 'rounds' | 'bonuses' | 'sessions' | 'notifications' | 'notes' | 'protection';

/** The tabs in their order, each shown to the roles holding its permission, with its label's key. */
const TABS = [
  ['ledger', 'players.ledger', 'player.ledger'],
  ['payments', 'payments.view', 'player.paymentsTab'],
  ['rounds', 'players.activity', 'player.roundsTab'],
  ['bonuses', 'players.activity', 'player.bonusesTab'],
  ['sessions', 'players.sessions', 'player.sessionsTab'],
  ['notifications', 'players.activity', 'player.notificationsTab'],
  ['notes', 'players.notes', 'player.notesTab'],
  ['protection', 'players.protection', 'player.protection'],
] as const satisfies readonly (readonly [Tab, Permission, string])[];

/**
 * One player: their money at a glance (lifetime payments, the last 30 days, protection flags), who they are, and
 * (by role) their ledger, payments, game rounds, bonuses, sessions, notifications, internal notes and protections;
 * block and unblock.
 */
export default function PlayerPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const player = usePlayer(id);
  const me = useMe();
  const role = me.data?.role;
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter(([, permission]) => can(role, permission)).map(([key, , label]) => ({ key, label: t(label) }));
  const wanted = params.get('tab');
  const tab = tabs.find((entry) => entry.key === wanted)?.key ?? tabs[0]?.key;

  const back = (
    <Link to="/players" className="mb-2 inline-flex items-center gap-1 text-xs font-medium text-fg-muted hover:text-fg-strong">
      <ArrowLeft aria-hidden className="size-3.5" />
      {t('players.title')}
    </Link>
  );

  if (player.isError)
    return (
      <Page title={t('player.title')} back={back}>
        <EmptyState icon={UserX} title={t('player.notFound')} body={player.error.message} />
      </Page>
    );

  const data = player.data;
  return (
    <Page
      back={back}
      title={
        data ? (
          <span className="flex items-center gap-3">
            {data.username}
            <StatusBadge status={data.status} />
          </span>
        ) : (
          <Skeleton className="h-7 w-48" />
        )
      }
      description={data ? `${data.name} ${data.surname} · ${data.usercode}` : undefined}
      actions={data && can(role, 'players.block') ? <BlockButton player={data} /> : undefined}
    >
      {data?.blockReason && data.status === 'blocked' && (
        <p className="rounded-md bg-danger-soft px-4 py-3 text-sm text-fg-strong">
          <span className="font-medium">{t('player.blockedBecause')}</span> {data.blockReason}{' '}
          <span className="text-fg-muted tabular-nums">· {dateTime(data.blockedAt)}</span>
        </p>
      )}
      {can(role, 'players.summary') && <SummaryStrip playerId={id} />}
      <section aria-label={t('player.summary')} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Stat label={t('player.cash')} value={data ? money(data.balance) : null} tone="money" />
        <Stat label={t('player.bonus')} value={data ? money(data.bonusBalance) : null} />
        <Stat label={t('player.sessions')} value={data ? t('player.sessionsValue', { active: data.activeSessions, total: data.sessions }) : null} />
        <Stat label={t('player.lastLogin')} value={data ? dateTime(data.lastLoginAt) : null} />
      </section>
      <section aria-label={t('player.details')} className="rounded-md bg-surface-1 p-5 ring-1 ring-line">
        <h2 className="text-sm font-semibold text-fg-strong">{t('player.details')}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-8 gap-y-3 text-sm xl:grid-cols-4">
          <Detail label={t('players.email')}>{data?.email}</Detail>
          <Detail label={t('players.phone')}>
            {data && (
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{data.phone}</span>
                {data.smsVerified && <Badge tone="money">{t('player.verified')}</Badge>}
              </span>
            )}
          </Detail>
          <Detail label={t('player.birthDate')}>{data?.birthDate}</Detail>
          <Detail label={t('player.locale')}>{data?.locale}</Detail>
          <Detail label={t('player.id')}>{data?.id}</Detail>
          <Detail label={t('players.usercode')}>{data?.usercode}</Detail>
          <Detail label={t('players.createdAt')}>{data && dateTime(data.createdAt)}</Detail>
          <Detail label={t('player.country')}>{data?.countryId}</Detail>
        </dl>
      </section>
      {tab && (
        <section className="flex flex-col gap-4">
          <Tabs
            label={t('player.tabs')}
            tabs={tabs}
            value={tab}
            onChange={(key: Tab) => setParams({ tab: key }, { replace: true })}
          />
          {tab === 'ledger' && <LedgerTab playerId={id} />}
          {tab === 'payments' && <PaymentsTab playerId={id} />}
          {tab === 'rounds' && <RoundsTab playerId={id} />}
          {tab === 'bonuses' && <BonusesTab playerId={id} />}
          {tab === 'sessions' && <SessionsTab playerId={id} />}
          {tab === 'notifications' && <NotificationsTab playerId={id} />}
          {tab === 'notes' && <NotesTab playerId={id} />}
          {tab === 'protection' && <ProtectionTab playerId={id} />}
        </section>
      )}
    </Page>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  if (status === 'blocked') return <Badge tone="danger">{t('players.blocked')}</Badge>;
  if (status === 'closed') return <Badge>{t('players.closed')}</Badge>;
  return <Badge tone="money">{t('players.active')}</Badge>;
}

function Stat({ label, value, tone }: { label: string; value: string | null; tone?: 'money' }) {
  return (
    <div className="rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
      <p className="text-xs text-fg-muted">{label}</p>
      {value === null ? (
        <Skeleton className="mt-1.5 h-6 w-28" />
      ) : (
        <p className={cn('mt-1 text-lg font-semibold tabular-nums', tone === 'money' ? 'text-money' : 'text-fg-strong')}>{value}</p>
      )}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-fg-strong">{children ?? <Skeleton className="h-4 w-24" />}</dd>
    </div>
  );
}

function BlockButton({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const change = useBlockPlayer(String(player.id));
  const blocked = player.status === 'blocked';
  if (blocked)
    return (
      <Button variant="outline" loading={change.isPending} onClick={() => change.mutate({ block: false, reason: '' })}>
        <LockOpen aria-hidden className="size-4" />
        {t('player.unblock')}
      </Button>
    );
  return (
    <>
      <Button variant="outline" className="text-danger ring-danger/40" onClick={() => setOpen(true)}>
        <Ban aria-hidden className="size-4" />
        {t('player.block')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('player.blockTitle', { username: player.username })}
        description={t('player.blockBody')}
        label={t('player.blockReason')}
        confirm={t('player.block')}
        destructive
        onConfirm={(reason) => change.mutateAsync({ block: true, reason })}
      />
    </>
  );
}

const movement = createColumnHelper<LedgerMovement>();

function LedgerTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const ledger = useQuery(ledgerQuery(playerId, list.skip, list.take));
  const columns = [
    movement.accessor('createdAt', { header: t('ledger.at'), cell: (info) => <DateCell at={info.getValue()} /> }),
    movement.accessor('kind', { header: t('ledger.kind'), cell: (info) => <Badge>{info.getValue()}</Badge> }),
    movement.accessor('account', {
      header: t('ledger.account'),
      cell: (info) => (info.getValue() === 'player_bonus' ? t('ledger.bonus') : t('ledger.cash')),
    }),
    movement.accessor('memo', { header: t('ledger.memo'), cell: (info) => <span className="text-fg-muted">{info.getValue()}</span> }),
    movement.accessor('amount', {
      header: t('ledger.amount'),
      meta: { align: 'right' },
      cell: (info) => <span className={info.getValue() > 0 ? 'text-money' : 'text-fg-strong'}>{money(info.getValue())}</span>,
    }),
    movement.accessor('balanceAfter', { header: t('ledger.balanceAfter'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
  ];
  return (
    <ListTable
      list={list}
      query={ledger}
      label={t('player.ledger')}
      columns={columns}
      rowKey={(row) => row.entryId}
      empty={{ icon: ReceiptText, title: t('ledger.emptyTitle'), body: t('ledger.emptyBody') }}
    />
  );
}

function ProtectionTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const protection = useQuery(protectionQuery(playerId));
  if (protection.isPending) return <Skeleton className="h-48 w-full" />;
  if (protection.isError) return <EmptyState icon={ShieldCheck} title={t('table.errorTitle')} body={protection.error.message} />;
  const { overview, history } = protection.data;
  return (
    <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
      <div className="overflow-hidden rounded-md bg-surface-1 ring-1 ring-line">
        <table aria-label={t('protection.limits')} className="w-full text-sm">
          <thead>
            <tr className="bg-surface-2 text-left text-xs text-fg-muted">
              <th scope="col" className="h-9 px-3 font-medium">{t('protection.kind')}</th>
              <th scope="col" className="px-3 font-medium">{t('protection.period')}</th>
              <th scope="col" className="px-3 text-right font-medium">{t('protection.amount')}</th>
              <th scope="col" className="px-3 text-right font-medium">{t('protection.used')}</th>
              <th scope="col" className="px-3 font-medium">{t('protection.resetsAt')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.limits.map((limit) => (
              <tr key={`${limit.kind}-${limit.period}`} className="border-t border-line">
                <td className="h-10 px-3 text-fg-strong">{t(`protection.kinds.${limit.kind as 'deposit'}`, { defaultValue: limit.kind })}</td>
                <td className="px-3">{t(`protection.periods.${limit.period as 'daily'}`, { defaultValue: limit.period })}</td>
                <td className="px-3 text-right tabular-nums">{limit.amount == null ? '—' : money(limit.amount)}</td>
                <td className="px-3 text-right tabular-nums">{money(limit.used)}</td>
                <td className="px-3 tabular-nums">{dateTime(limit.resetsAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-3 gap-4 border-t border-line p-4 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">{t('protection.session')}</dt>
            <dd className="text-fg-strong">{overview.session.minutes ? t('protection.minutes', { count: overview.session.minutes }) : '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('protection.realityCheck')}</dt>
            <dd className="text-fg-strong">{overview.realityCheck.minutes ? t('protection.minutes', { count: overview.realityCheck.minutes }) : '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('protection.exclusion')}</dt>
            <dd className="text-fg-strong">{overview.exclusion ? `${overview.exclusion.kind} · ${dateTime(overview.exclusion.endsAt)}` : '—'}</dd>
          </div>
        </dl>
      </div>
      <div className="self-start rounded-md bg-surface-1 p-4 ring-1 ring-line">
        <h3 className="text-sm font-semibold text-fg-strong">{t('protection.history')}</h3>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{t('protection.noHistory')}</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {history.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium text-fg-strong">{entry.action}</p>
                <p className="text-xs text-fg-muted tabular-nums">
                  {dateTime(entry.at)} · {entry.operatorUsername ?? entry.operatorRole}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
