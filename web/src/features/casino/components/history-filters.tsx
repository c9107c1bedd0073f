import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type HistoryFilters as Filters, type KindFilter, hasFilters, KIND_FILTERS, NO_FILTERS } from '@/features/casino/lib/history';
import { cn } from '@/lib/cn';

const LABEL = 'text-xs font-medium text-fg-muted';

/** Game history's filters: kind (All / Bet / Win) and a from–to day range. */
export function HistoryFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('casino');
  const id = useId();
  const set = (changes: Partial<Filters>) => onChange({ ...value, ...changes });
  const kindName = (kind: KindFilter) => (kind === null ? t('history.allKinds') : t(`history.kinds.${kind}`));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-fg-strong">
          {t('history.filters')}
        </h2>
        <Button variant="ghost" size="sm" className="-my-1 text-fg-muted" disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden className="size-4" />
          {t('history.clear')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <span id={`${id}-kind`} className={LABEL}>
            {t('history.kind')}
          </span>
          <div role="group" aria-labelledby={`${id}-kind`} className="flex h-10 gap-1 rounded-sm bg-surface-0 p-1 ring-1 ring-line ring-inset">
            {KIND_FILTERS.map((kind) => (
              <button
                key={String(kind)}
                type="button"
                aria-pressed={value.kind === kind}
                onClick={() => set({ kind })}
                className={cn(
                  'flex-1 rounded-[4px] px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                  value.kind === kind ? 'bg-surface-3 text-fg-strong shadow-card' : 'text-fg-muted hover:text-fg-strong',
                )}
              >
                {kindName(kind)}
              </button>
            ))}
          </div>
        </div>
        <DateFilter label={t('history.from')} value={value.from} max={value.to || undefined} onChange={(from) => set({ from })} />
        <DateFilter label={t('history.to')} value={value.to} min={value.from || undefined} onChange={(to) => set({ to })} />
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
