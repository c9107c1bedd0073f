import type { ComponentProps, ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { CodeInput, PhoneInput } from '@/components/ui/form/phone-input';

/** What a masked field takes besides its form binding: the label, an optional hint and the input's own props. */
type MaskedFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentProps<typeof PhoneInput>, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref'>;

/** Binds a masked input to the form's `name`: what the input takes, and the field's error. */
function useMaskedBinding<T extends FieldValues>(control: Control<T>, name: FieldPathByValue<T, string>) {
  const { field, fieldState } = useController({ control, name });
  return {
    error: fieldState.error?.message,
    bound: { ref: field.ref, name: field.name, value: field.value, onValueChange: field.onChange, onBlur: field.onBlur },
  };
}

/** The labelled phone field (product §5 mask `90 000 000 00 00`) bound to the form's `name`, with its error or hint. */
export function PhoneField<T extends FieldValues>({ control, name, label, hint, className, ...input }: MaskedFieldProps<T>) {
  const { error, bound } = useMaskedBinding(control, name);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(aria) => <PhoneInput {...aria} {...bound} {...input} />}
    </Field>
  );
}

/** The labelled one-time code field bound to the form's `name`: `mask` is the dialogs' `00-00-00` or the page's `000-000`. */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  ...input
}: MaskedFieldProps<T> & { mask?: string }) {
  const { error, bound } = useMaskedBinding(control, name);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(aria) => <CodeInput {...aria} {...bound} {...input} />}
    </Field>
  );
}
