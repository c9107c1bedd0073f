import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look of a text control (the input and the text area): a sunken field, its ring marking focus and errors. */
const fieldClass = cn(
  'w-full rounded-sm bg-surface-0 px-3 text-base text-fg-strong tabular-nums',
  'ring-1 ring-line-strong ring-inset placeholder:text-fg-muted',
  'transition-shadow duration-150 ease-out focus:ring-2 focus:ring-accent focus:outline-none',
  'aria-invalid:ring-danger disabled:cursor-not-allowed disabled:opacity-60',
);

/** A text field. Mark it invalid with `aria-invalid`; the label and messages belong to the form. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClass, 'h-11', className)} {...props} />;
}

/** A text area for a few lines (a message), looking like the text field. */
export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClass, 'min-h-28 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
