import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useT } from '@/sportsbook/lib/i18n';
import { dayLabel, nextDays } from '@/sportsbook/lib/format';
import { cn } from '@/lib/cn';

/** How many days ahead the day filter offers: today, tomorrow and five more. */
const DAYS = 7;

/** The day filter (All, Today, Tomorrow, the next days) and the team search. */
export function Toolbar({
  day,
  onDay,
  q,
  onQ,
  now,
}: {
  day: string | null;
  onDay: (day: string | null) => void;
  q: string;
  onQ: (q: string) => void;
  now: Date;
}) {
  const { t, lang } = useT();
  const [text, setText] = useState(q);
  // The search runs a moment after typing stops, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (text.trim() !== q) onQ(text.trim());
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, q, onQ]);
  const days = nextDays(now, DAYS);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div role="group" aria-label={t('days.label')} className="sb-rail -mx-3 flex min-w-0 flex-1 gap-1 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <DayChip active={day === null} onClick={() => onDay(null)}>
          {t('days.all')}
        </DayChip>
        {days.map((key) => (
          <DayChip key={key} active={day === key} onClick={() => onDay(key)}>
            {dayLabel(key, now, lang, t)}
          </DayChip>
        ))}
      </div>
      <form
        role="search"
        className="relative sm:w-56"
        onSubmit={(event) => {
          event.preventDefault();
          onQ(text.trim());
        }}
      >
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="h-9 w-full rounded-sm bg-surface-2 pr-8 pl-9 text-sm text-fg-strong placeholder:text-fg-muted focus-visible:outline-2 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              onQ('');
            }}
            className="absolute top-1/2 right-1 grid size-7 -translate-y-1/2 place-items-center rounded-sm text-fg-muted hover:text-fg-strong"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </form>
    </div>
  );
}

function DayChip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors',
        active ? 'bg-surface-3 text-fg-strong shadow-[inset_0_-2px_0_0_var(--color-accent)]' : 'text-fg hover:bg-surface-2 hover:text-fg-strong',
      )}
    >
      {children}
    </button>
  );
}
