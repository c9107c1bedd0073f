import { createColumnHelper } from '@tanstack/react-table';
import { Ban, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Paging } from '@/admin/components/data-table';
import { DateCell } from '@/admin/components/date-cell';
import { Badge } from '@/admin/components/page';
import { ReasonDialog } from '@/admin/components/reason-dialog';
import { useVoidSlip } from '@/admin/features/sportsbook/api';
import { odds } from '@/admin/features/sportsbook/result';
import type { AdminSlip } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { useMe } from '@/admin/lib/operator';
import { can } from '@/admin/lib/roles';
import { Button } from '@/components/ui/button';

const column = createColumnHelper<AdminSlip>();

const TONES: Record<string, 'neutral' | 'accent' | 'money' | 'danger' | 'info'> = {
  open: 'info',
  won: 'money',
  lost: 'danger',
  void: 'neutral',
  settling: 'accent',
  placing: 'accent',
};

export function SlipStatus({ slip }: { slip: AdminSlip }) {
  const { t } = useTranslation('admin');
  if (slip.status === 'open' && slip.voidAsked) return <Badge tone="accent">{t('sportsbook.slipStatus.voidAsked')}</Badge>;
  return <Badge tone={TONES[slip.status] ?? 'neutral'}>{t(`sportsbook.slipStatus.${slip.status}`, { defaultValue: slip.status })}</Badge>;
}

/** Slips with their selections; finance and admin can void an open one (with a reason). */
export function SlipsTable({
  slips,
  loading,
  error,
  paging,
  label,
  settled = true,
}: {
  slips: AdminSlip[] | undefined;
  loading: boolean;
  error?: string | null;
  paging?: Paging;
  label: string;
  /** Whether settled slips can be listed (their payout column); false for an event's open slips. */
  settled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const me = useMe();
  const settle = can(me.data?.role, 'sportsbook.settle');
  const [voiding, setVoiding] = useState<AdminSlip | null>(null);
  const voidSlip = useVoidSlip();

  const columns = [
    column.accessor('id', { header: t('sportsbook.slipId'), cell: (info) => <span className="font-mono text-xs tabular-nums">#{info.getValue()}</span> }),
    column.accessor('player', { header: t('sportsbook.player'), cell: (info) => <span className="font-medium text-fg-strong">{info.getValue()}</span> }),
    column.accessor('kind', {
      header: t('sportsbook.kind'),
      cell: (info) => t(`sportsbook.kinds.${info.getValue()}`, { defaultValue: info.getValue() }) + (info.row.original.systemSize ? ` ${info.row.original.systemSize}/${info.row.original.selections.length}` : ''),
    }),
    column.display({
      id: 'selections',
      header: t('sportsbook.selections'),
      cell: (info) => (
        <ul className="flex flex-col gap-0.5 text-xs">
          {info.row.original.selections.map((s, index) => (
            <li key={index} className="max-w-md">
              <span className="text-fg-strong">{s.event}</span> <span className="text-fg-muted">· {s.marketName} ·</span> {s.outcomeName}{' '}
              <span className="tabular-nums text-fg-muted">@ {odds(s.odds)}</span>
              {s.result && <span className="ml-1 text-fg-muted">({t(`sportsbook.legResult.${s.result}`, { defaultValue: s.result })})</span>}
            </li>
          ))}
        </ul>
      ),
    }),
    column.accessor('totalStake', { header: t('sportsbook.stake'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('potentialPayout', { header: t('sportsbook.potential'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    ...(settled
      ? [column.accessor('payout', { header: t('sportsbook.payout'), meta: { align: 'right' }, cell: (info) => (info.getValue() == null ? '—' : money(info.getValue() ?? 0)) })]
      : []),
    column.display({ id: 'status', header: t('sportsbook.status'), cell: (info) => <SlipStatus slip={info.row.original} /> }),
    column.accessor('placedAt', { header: t('sportsbook.placedAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    ...(settle
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('sportsbook.actions')}</span>,
            cell: (info) =>
              info.row.original.status === 'open' && !info.row.original.voidAsked ? (
                <Button size="sm" variant="outline" onClick={() => setVoiding(info.row.original)} aria-label={t('sportsbook.voidSlipOf', { id: info.row.original.id })}>
                  <Ban className="size-3.5" aria-hidden />
                  {t('sportsbook.void')}
                </Button>
              ) : null,
          }),
        ]
      : []),
  ];

  return (
    <>
      <DataTable<AdminSlip>
        label={label}
        columns={columns}
        data={slips}
        loading={loading}
        error={error ?? null}
        {...(paging ? { paging } : {})}
        rowKey={(row) => row.id}
        empty={{ icon: ReceiptText, title: t('sportsbook.slipsEmptyTitle'), body: t('sportsbook.slipsEmptyBody') }}
      />
      <ReasonDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={t('sportsbook.voidTitle', { id: voiding?.id ?? '' })}
        description={t('sportsbook.voidDescription', { player: voiding?.player ?? '', stake: money(voiding?.totalStake ?? 0) })}
        label={t('sportsbook.reason')}
        confirm={t('sportsbook.voidConfirm')}
        destructive
        onConfirm={(reason) => voidSlip.mutateAsync({ id: voiding?.id ?? 0, reason })}
      />
    </>
  );
}
