import { type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import { cn } from '@/lib/cn';

/** What a field's control needs to be labelled and described. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its first error (product §5) or a hint below it. The control comes
 * from `children`, which receives the id and aria attributes to spread on it. An error hides the hint rather than
 * replacing it: removing a node while Tab moves the focus on makes a dialog's focus trap take the focus back
 * (Radix refocuses its container when the focused node is gone), so the first Tab out of an empty field would land
 * on the dialog instead of the next field.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : hint ? hintId : undefined,
      })}
      {error && <FieldError id={messageId} message={error} />}
      {hint && (
        <p id={hintId} hidden={Boolean(error)} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
