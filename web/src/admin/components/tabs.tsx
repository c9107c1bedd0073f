import { type KeyboardEvent, useId } from 'react';
import { cn } from '@/lib/cn';

/** Tabs over the panels of a page (ARIA tabs: arrows move between them). The caller keeps the choice in the address. */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.key);
      document.getElementById(`${id}-${next.key}`)?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-line">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          id={`${id}-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => move(event, index)}
          className={cn(
            '-mb-px h-9 border-b-2 px-3 text-sm font-medium transition-colors',
            tab.key === value ? 'border-accent text-fg-strong' : 'border-transparent text-fg-muted hover:text-fg-strong',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
