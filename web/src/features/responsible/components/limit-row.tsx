import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChangeLimit, useConfirmLimit } from '@/features/responsible/api/change-limit';
import { LimitEditor } from '@/features/responsible/components/limit-editor';
import { PendingChange } from '@/features/responsible/components/pending-change';
import { parseLira } from '@/features/responsible/lib/format';
import type { LimitView } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/** The bar's colour: calm below 80 % (when the server warns), warmer up to the limit, red at it. */
function barClass(share: number): string {
  if (share >= 1) return 'bg-danger';
  if (share >= 0.8) return 'bg-accent-deep';
  return 'bg-accent';
}

/**
 * One money limit of one period: its usage ("₺300 of ₺1,000 used today", a bar, "₺700 left"), when it resets,
 * Set/Change opening the editor, and a waiting raise with its time (Confirm once due).
 */
export function LimitRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const change = useChangeLimit();
  const confirm = useConfirmLimit();
  const [editing, setEditing] = useState(false);
  const kind = limit.kind as LimitKind;
  const period = limit.period as LimitPeriod;
  const money = (amount: number) => formatMoney(amount, language);
  const names = {
    kind: t(`limits.kind.${kind}`).toLocaleLowerCase(language),
    period: t(`limits.period.${period}`).toLocaleLowerCase(language),
  };
  const amount = limit.amount ?? null;
  const used = Math.max(0, limit.used);
  const share = amount ? Math.min(1, used / amount) : 0;
  const headingId = `limit-${kind}-${period}`;

  const save = (value: number | null) => {
    change.mutate({ kind, period, amount: value }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li aria-labelledby={headingId} className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="text-sm font-semibold text-fg-strong">
            {t(`limits.period.${period}`)}
          </h4>
          <p className="text-sm text-fg tabular-nums">
            {amount === null ? (
              <span className="text-fg-muted">{t('limits.none')}</span>
            ) : (
              money(amount)
            )}
          </p>
        </div>
        {!editing && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t(amount === null ? 'limits.setLabel' : 'limits.changeLabel', names)}
            onClick={() => setEditing(true)}
          >
            {t(amount === null ? 'limits.set' : 'limits.change')}
          </Button>
        )}
      </div>

      {amount !== null ? (
        <div
          role="progressbar"
          aria-label={t(`limits.usage.${period}`, { used: money(used), limit: money(amount) })}
          aria-valuetext={`${t(`limits.usage.${period}`, { used: money(used), limit: money(amount) })}, ${t('limits.left', { left: money(Math.max(0, limit.left ?? 0)) })}`}
          aria-valuemin={0}
          aria-valuemax={amount}
          aria-valuenow={Math.min(used, amount)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-surface-3"
        >
          <div className={cn('h-full rounded-full transition-[width] duration-200', barClass(share))} style={{ width: `${share * 100}%` }} />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-fg-muted tabular-nums">
        {amount === null
          ? t(`limits.usedOnly.${period}`, { used: money(used) })
          : t(`limits.usage.${period}`, { used: money(used), limit: money(amount) })}
      </p>
      {/* A period resets within a month: its day and time are enough ("25.11 00:00"). */}
      <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-fg-muted tabular-nums">
        <span className="whitespace-nowrap">{t('limits.resets', { at: formatDateTime(limit.resetsAt).replace(/\.\d{4}/, '') })}</span>
        {amount !== null && (
          <span className="font-semibold whitespace-nowrap text-money">
            {t('limits.left', { left: money(Math.max(0, limit.left ?? 0)) })}
          </span>
        )}
      </p>

      {limit.pending && (
        <PendingChange
          effectiveAt={limit.pending.effectiveAt}
          text={(at) =>
            limit.pending?.amount == null
              ? t('limits.pendingRemove', { at })
              : t('limits.pendingRaise', { amount: money(limit.pending.amount), at })
          }
          confirmLabel={t('limits.confirmLabel', names)}
          confirming={confirm.isPending}
          onConfirm={() => confirm.mutate({ kind, period })}
        />
      )}

      {editing && (
        <LimitEditor
          label={t('limits.amountLabel', { period: t(`limits.period.${period}`), kind: names.kind })}
          initial={amount === null ? '' : String(amount)}
          parse={parseLira}
          invalid={t('limits.invalidAmount')}
          inputMode="decimal"
          canRemove={amount !== null}
          pending={change.isPending}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}
