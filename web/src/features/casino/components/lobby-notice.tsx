import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A designed empty or error state inside a lobby (product §10): an icon, a title, one sentence, one action. */
export function LobbyNotice({
  icon: Icon,
  title,
  body,
  action,
  tone = 'accent',
  role,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  tone?: 'accent' | 'muted';
  role?: 'alert' | 'status';
  className?: string;
}) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-lg bg-surface-1 px-6 py-14 text-center shadow-card ring-1 ring-line',
        'bg-[radial-gradient(ellipse_at_50%_0%,var(--color-accent-soft),transparent_55%)]',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-lg bg-surface-2 shadow-card ring-1 ring-line',
          tone === 'accent' ? 'text-accent' : 'text-fg-muted',
        )}
      >
        <Icon aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <p className="mt-5 text-lg font-semibold text-fg-strong">{title}</p>
      <p className="mt-1.5 max-w-md text-sm text-fg-muted">{body}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
