import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A link-looking button inside the dialogs ('Sign Up Now!', 'Recovery Password', …). Pressing it
 * does not take the focus: the field being left would show its error, push the link down, and
 * the click would land beside it.
 */
export function TextLink({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        'rounded-sm font-semibold text-accent underline-offset-4 transition-colors hover:text-accent-hover hover:underline disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** The line at the bottom of a dialog that leads to another one: "Not a Member? Sign Up Now!". */
export function DialogSwitch({ prompt, action, onClick }: { prompt: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-8 border-t border-line pt-6 text-center text-sm text-fg-muted">
      {prompt}{' '}
      <TextLink onClick={onClick} className="py-1">
        {action}
      </TextLink>
    </p>
  );
}
