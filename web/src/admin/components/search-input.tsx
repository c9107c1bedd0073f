import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A search box that writes to the list's state after a short pause (or at once on Enter), and follows the
 * address when it changes from outside (Back).
 */
export function SearchInput({ value, onSearch, label, placeholder }: { value: string; onSearch: (value: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed from outside (Back, a link): the box follows it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative w-full max-w-md">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className="h-9 bg-surface-1 pr-9 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={label}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded-sm text-fg-muted hover:text-fg-strong"
        >
          <X aria-hidden className="size-3.5" />
        </button>
      )}
    </div>
  );
}
