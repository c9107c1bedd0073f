import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useStatusName } from '@/features/wallet/hooks/use-status-name';
import { FILTER_STATUSES, type FinancialFilters as Filters, hasFilters, KINDS, NO_FILTERS } from '@/features/wallet/lib/financial';

const ALL = 'all';
const LABEL = 'text-xs font-medium text-fg-muted';

/** The history's filters: kind (All / Deposit / Withdraw), status, and a from–to day range. */
export function FinancialFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('wallet');
  const statusName = useStatusName();
  const id = useId();
  const set = (changes: Partial<Filters>) => onChange({ ...value, ...changes });
  const kindName = (kind: number) => (kind === 1 ? t('financial.kinds.1') : kind === 2 ? t('financial.kinds.2') : t('financial.allKinds'));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-fg-strong">
          {t('financial.filters')}
        </h2>
        <Button variant="ghost" size="sm" className="-my-1 text-fg-muted" disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden className="size-4" />
          {t('financial.clear')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <span id={`${id}-kind`} className={LABEL}>
          {t('financial.kind')}
        </span>
        <div role="group" aria-labelledby={`${id}-kind`} className="flex h-10 gap-1 rounded-sm bg-surface-0 p-1 ring-1 ring-line ring-inset">
          {KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={value.kind === kind}
              onClick={() => set({ kind })}
              className={cn(
                'flex-1 rounded-[4px] px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                value.kind === kind ? 'bg-surface-3 text-fg-strong shadow-card' : 'text-fg-muted hover:text-fg-strong',
              )}
            >
              {kindName(kind)}
            </button>
          ))}
        </div>
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <span id={`${id}-status`} className={LABEL}>
          {t('financial.status')}
        </span>
        <Select
          value={value.status === null ? ALL : String(value.status)}
          onValueChange={(status) => set({ status: status === ALL ? null : Number(status) })}
        >
          <SelectTrigger aria-labelledby={`${id}-status`} className="w-full bg-surface-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('financial.allStatuses')}</SelectItem>
            {FILTER_STATUSES.map((status) => (
              <SelectItem key={status} value={String(status)}>
                {statusName(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DateFilter label={t('financial.from')} value={value.from} max={value.to || undefined} onChange={(from) => set({ from })} />
      <DateFilter label={t('financial.to')} value={value.to} min={value.from || undefined} onChange={(to) => set({ to })} />
      </div>
    </section>
  );
}

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 px-2.5 text-sm [color-scheme:dark]"
      />
    </div>
  );
}
