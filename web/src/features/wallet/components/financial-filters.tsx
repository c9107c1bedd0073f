import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FILTER_LABEL, FilterPanel, SegmentedFilter } from '@/components/ui/filter-panel';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useStatusName } from '@/features/wallet/hooks/use-status-name';
import { FILTER_STATUSES, type FinancialFilters as Filters, hasFilters, KINDS, NO_FILTERS } from '@/features/wallet/lib/financial';

const ALL = 'all';

/** The history's filters: kind (All / Deposit / Withdraw), status, and a from–to day range. */
export function FinancialFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('wallet');
  const statusName = useStatusName();
  const id = useId();
  const set = (changes: Partial<Filters>) => onChange({ ...value, ...changes });
  const kindName = (kind: number) => (kind === 1 ? t('financial.kinds.1') : kind === 2 ? t('financial.kinds.2') : t('financial.allKinds'));

  return (
    <FilterPanel
      title={t('financial.filters')}
      clearLabel={t('financial.clear')}
      canClear={hasFilters(value)}
      onClear={() => onChange(NO_FILTERS)}
      gridClassName="xl:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <SegmentedFilter
        label={t('financial.kind')}
        options={KINDS}
        value={value.kind}
        nameOf={kindName}
        onChange={(kind) => set({ kind })}
        className="sm:col-span-1"
        buttonClassName="px-3"
      />
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <span id={`${id}-status`} className={FILTER_LABEL}>
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
      <DateRangeFilter fromLabel={t('financial.from')} toLabel={t('financial.to')} from={value.from} to={value.to} onChange={set} />
    </FilterPanel>
  );
}
