import { useEffect } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';

/**
 * Re-checks a password confirmation when the password changes, once the player has been through
 * the confirmation field, so 'Passwords do not match' appears and disappears as they type.
 */
export function useConfirmationSync<T extends FieldValues>(form: UseFormReturn<T>, password: Path<T>, confirmation: Path<T>) {
  const value = useWatch({ control: form.control, name: password });
  useEffect(() => {
    if (form.getFieldState(confirmation).isTouched) void form.trigger(confirmation);
  }, [value, form, confirmation]);
}
