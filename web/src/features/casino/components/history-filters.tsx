import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterPanel, SegmentedFilter } from '@/components/ui/filter-panel';
import { type HistoryFilters as Filters, type KindFilter, hasFilters, KIND_FILTERS, NO_FILTERS } from '@/features/casino/lib/history';

/** Game history's filters: kind (All / Bet / Win) and a from–to day range. */
export function HistoryFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('casino');
  const set = (changes: Partial<Filters>) => onChange({ ...value, ...changes });
  const kindName = (kind: KindFilter) => (kind === null ? t('history.allKinds') : t(`history.kinds.${kind}`));

  return (
    <FilterPanel
      title={t('history.filters')}
      clearLabel={t('history.clear')}
      canClear={hasFilters(value)}
      onClear={() => onChange(NO_FILTERS)}
      gridClassName="lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <SegmentedFilter
        label={t('history.kind')}
        options={KIND_FILTERS}
        value={value.kind}
        nameOf={kindName}
        onChange={(kind) => set({ kind })}
        className="lg:col-span-1"
        buttonClassName="px-4"
      />
      <DateRangeFilter fromLabel={t('history.from')} toLabel={t('history.to')} from={value.from} to={value.to} onChange={set} />
    </FilterPanel>
  );
}
