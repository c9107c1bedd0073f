import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A labelled native select for a list filter: compact, keyboard-friendly, one value per option. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-36 rounded-sm bg-surface-1 px-2.5 text-sm text-fg-strong ring-1 ring-line-strong ring-inset focus:ring-2 focus:ring-accent focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A labelled text or date filter that applies on change (dates) or on Enter/blur (text). */
export function FilterInput({
  label,
  value,
  type = 'text',
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  type?: 'text' | 'date' | 'number';
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <input
        key={value}
        id={id}
        type={type}
        defaultValue={value}
        placeholder={placeholder}
        onChange={type === 'date' ? (event) => onChange(event.target.value) : undefined}
        onBlur={(event) => {
          if (event.target.value !== value) onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(event.currentTarget.value);
        }}
        className="h-9 w-40 rounded-sm bg-surface-1 px-2.5 text-sm text-fg-strong tabular-nums ring-1 ring-line-strong ring-inset [color-scheme:dark] placeholder:text-fg-muted focus:ring-2 focus:ring-accent focus:outline-none"
      />
    </Labelled>
  );
}

/** A filter's label above its control. */
function Labelled({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      {children}
    </div>
  );
}
