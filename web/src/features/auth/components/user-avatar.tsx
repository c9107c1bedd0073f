import { cn } from '@/lib/cn';

/** The player's initial on an accent disc. */
export function UserAvatar({ username, className }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-linear-to-br from-accent-hover to-accent-deep text-sm font-bold text-accent-fg uppercase',
        className,
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}
