import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { RowToggle } from '@/admin/components/data-table';
import { FilterInput, FilterSelect } from '@/admin/components/filter-select';
import { ListTable } from '@/admin/components/list-table';
import { FilterBar, Page } from '@/admin/components/page';
import { PaymentStatus } from '@/admin/components/payment-status';
import { PlayerLink } from '@/admin/components/player-link';
import { ReasonDialog } from '@/admin/components/reason-dialog';
import { WithdrawalContext } from '@/admin/components/withdrawal-context';
import { useDecideWithdrawal, withdrawalsQuery } from '@/admin/features/payments/api';
import { FourEyes, PaymentDetails, PlayerBlocked } from '@/admin/features/payments/payment-cells';
import type { AdminPayment } from '@/admin/lib/api-types';
import { age, dateTime, money } from '@/admin/lib/format';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { useMe } from '@/admin/lib/operator';
import { STATUS, STATUS_NAMES } from '@/admin/lib/payments';
import { can } from '@/admin/lib/roles';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

const LIST: ListSpec<'status' | 'player'> = { filters: ['status', 'player'] };
const column = createColumnHelper<AdminPayment>();

/**
 * Withdrawals: the pending queue oldest first (the default view), or any status newest first. Finance (and admin)
 * approve — the money is paid out — or reject with a reason the player reads. A row opens to the player's money
 * context (lifetime payments, the last 30 days, big wins, the bonus's wagering, protection flags), which the approve
 * and reject dialogs show too, so the decision is taken with it. A blocked player's withdrawal shows the block and
 * its reason; only an admin approves it, overriding the block with a reason (finance may still reject it).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const list = useListState(LIST);
  const me = useMe();
  const decide = can(me.data?.role, 'withdrawals.decide');
  // No status in the address: the pending queue. `all`: every status.
  const status = list.filters.status || String(STATUS.pending);
  const pendingQueue = status === String(STATUS.pending);
  const withdrawals = useQuery(
    withdrawalsQuery({ ...(status === 'all' ? {} : { status }), player: list.filters.player }, list.skip, list.take, pendingQueue),
  );
  const [approving, setApproving] = useState<AdminPayment | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  const [overriding, setOverriding] = useState<AdminPayment | null>(null);
  const isAdmin = me.data?.role === 'admin';
  const decision = useDecideWithdrawal();
  const [open, setOpen] = useState<number | null>(null);
  const showContext = can(me.data?.role, 'players.summary');

  const columns = [
    ...(showContext
      ? [
          column.display({
            id: 'open',
            header: () => <span className="sr-only">{t('summary.show')}</span>,
            meta: { width: 'w-10' },
            cell: (info) => (
              <RowToggle
                shown={open === info.row.original.id}
                label={t('summary.showOne', { reference: info.row.original.reference })}
                onToggle={() => setOpen(open === info.row.original.id ? null : info.row.original.id)}
              />
            ),
          }),
        ]
      : []),
    column.accessor('reference', { header: t('payments.reference'), cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor('username', {
      header: t('payments.player'),
      cell: (info) => (
        <span className="flex flex-col items-start gap-1">
          <PlayerLink player={info.row.original} />
          <PlayerBlocked payment={info.row.original} />
        </span>
      ),
    }),
    column.accessor('method', { header: t('payments.method') }),
    column.accessor('details', { header: t('payments.details'), cell: (info) => <PaymentDetails details={info.getValue()} /> }),
    column.accessor('amount', {
      header: t('payments.amount'),
      meta: { align: 'right' },
      cell: (info) => <span className="font-semibold text-fg-strong">{money(info.getValue())}</span>,
    }),
    column.accessor('createdAt', {
      header: t('payments.requestedAt'),
      cell: (info) => (
        <span className="flex flex-col whitespace-nowrap tabular-nums">
          {dateTime(info.getValue())}
          {pendingQueue && <span className="text-xs text-fg-muted">{age(info.getValue())}</span>}
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('payments.statusLabel'),
      cell: (info) => (
        <span className="flex flex-col items-start gap-0.5">
          <PaymentStatus status={info.getValue()} />
          <FourEyes payment={info.row.original} />
          {info.row.original.note && <span className="max-w-48 truncate text-xs text-fg-muted" title={info.row.original.note}>{info.row.original.note}</span>}
        </span>
      ),
    }),
    ...(decide
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('payments.actions')}</span>,
            meta: { align: 'right' as const },
            cell: (info) => {
              const row = info.row.original;
              const blocked = Boolean(row.playerBlockedAt);
              return row.status === STATUS.pending ? (
                <span className="flex justify-end gap-1.5">
                  <Button
                    size="sm"
                    variant="secondary"
                    className="h-7 gap-1 px-2 text-xs text-money"
                    aria-label={t('withdrawals.approveOne', { reference: row.reference })}
                    title={blocked ? (isAdmin ? t('withdrawals.overrideHint') : t('withdrawals.blockedAdminOnly')) : undefined}
                    disabled={blocked && !isAdmin}
                    onClick={() => (blocked ? setOverriding(row) : setApproving(row))}
                  >
                    <Check aria-hidden className="size-4" />
                    {t('withdrawals.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="h-7 gap-1 px-2 text-xs text-danger"
                    aria-label={t('withdrawals.rejectOne', { reference: row.reference })}
                    onClick={() => setRejecting(row)}
                  >
                    <X aria-hidden className="size-4" />
                    {t('withdrawals.reject')}
                  </Button>
                </span>
              ) : null;
            },
          }),
        ]
      : []),
  ];

  return (
    <Page title={t('withdrawals.title')} description={pendingQueue ? t('withdrawals.queueDescription') : t('withdrawals.description')}>
      <FilterBar>
        <FilterSelect
          label={t('payments.statusLabel')}
          value={status}
          onChange={(value) => list.update({ filters: { status: value === String(STATUS.pending) ? '' : value } })}
          options={[
            ...STATUS_NAMES.map((name) => ({ value: String(STATUS[name]), label: t(`payments.status.${name}`) })),
            { value: 'all', label: t('payments.any') },
          ]}
        />
        <FilterInput label={t('payments.playerId')} value={list.filters.player} onChange={(player) => list.update({ filters: { player } })} />
      </FilterBar>
      <ListTable
        list={list}
        query={withdrawals}
        pageSizes
        label={t('withdrawals.title')}
        columns={columns}
        rowKey={(row) => row.id}
        expanded={showContext ? { key: open, render: (row) => <WithdrawalContext playerId={row.playerId} username={row.username} /> } : undefined}
        empty={{
          icon: Inbox,
          title: pendingQueue ? t('withdrawals.emptyQueueTitle') : t('withdrawals.emptyTitle'),
          body: pendingQueue ? t('withdrawals.emptyQueueBody') : t('withdrawals.emptyBody'),
        }}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('withdrawals.approveTitle')}
        description={
          approving
            ? [
                t('withdrawals.approveBody', { amount: money(approving.amount), username: approving.username }),
                approving.awaitingSecondApproval ? t('withdrawals.secondApprovalBody', { operator: approving.firstApprover ?? '—' }) : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirm={t('withdrawals.approve')}
        onConfirm={async () => {
          if (!approving) return;
          const decided = await decision.mutateAsync({ id: approving.id, approve: true });
          // A first approval of a large withdrawal pays nothing out yet: the API's own message (the toast) says so.
          if (!decided.awaitingSecondApproval) notify.success(t('withdrawals.approved', { reference: approving.reference }));
        }}
      >
        {approving && showContext && <WithdrawalContext playerId={approving.playerId} username={approving.username} />}
      </ConfirmDialog>
      <ReasonDialog
        open={overriding !== null}
        onOpenChange={(open) => !open && setOverriding(null)}
        title={t('withdrawals.overrideTitle')}
        description={
          overriding
            ? t('withdrawals.overrideBody', {
                amount: money(overriding.amount),
                username: overriding.username,
                reason: overriding.playerBlockReason?.trim() ? overriding.playerBlockReason : t('withdrawals.noBlockReason'),
              })
            : ''
        }
        label={t('withdrawals.overrideReason')}
        confirm={t('withdrawals.overrideConfirm')}
        destructive
        onConfirm={async (overrideReason) => {
          if (!overriding) return;
          const decided = await decision.mutateAsync({ id: overriding.id, approve: true, overrideReason });
          if (!decided.awaitingSecondApproval) notify.success(t('withdrawals.approved', { reference: overriding.reference }));
        }}
      >
        {overriding && showContext && <WithdrawalContext playerId={overriding.playerId} username={overriding.username} />}
      </ReasonDialog>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('withdrawals.rejectTitle')}
        description={rejecting ? t('withdrawals.rejectBody', { amount: money(rejecting.amount), username: rejecting.username }) : ''}
        label={t('withdrawals.rejectReason')}
        confirm={t('withdrawals.reject')}
        destructive
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decision.mutateAsync({ id: rejecting.id, approve: false, reason });
          notify.success(t('withdrawals.rejected', { reference: rejecting.reference }));
        }}
      >
        {rejecting && showContext && <WithdrawalContext playerId={rejecting.playerId} username={rejecting.username} />}
      </ReasonDialog>
    </Page>
  );
}
