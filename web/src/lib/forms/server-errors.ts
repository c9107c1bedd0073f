import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';

/**
 * Puts a 422's field errors (`errors`, already localized by the server) under the form's fields.
 * `fields` maps the server's names to the form's; names not listed are left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): void {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = fields[name];
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The identity mapping for forms whose fields have the server's names. */
export function sameNames<T extends FieldValues>(...names: Path<T>[]): Partial<Record<string, Path<T>>> {
  return Object.fromEntries(names.map((name) => [name, name]));
}
