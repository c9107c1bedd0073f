import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, showErrorToast } from '@/lib/api/client';

/**
 * Shows a failed submit where it belongs (issue 24): a 422's field errors (`errors`, already localized by the
 * server) under the form's fields, everything else — a refusal, a rate limit, a field this form does not have — as
 * one error toast. `fields` maps the server's names to the form's. The form's call is made with
 * `errorToast: false`, so a field's message never shows twice.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): void {
  if (!(error instanceof ApiError)) return;
  let placed = false;
  let left: string | null = null;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = fields[name];
    const message = messages[0];
    if (!message) continue;
    if (!field) {
      left ??= message;
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) showErrorToast(error);
  else if (left) showErrorToast(new ApiError({ status: error.status, code: error.code, message: left }));
}

/** The identity mapping for forms whose fields have the server's names. */
export function sameNames<T extends FieldValues>(...names: Path<T>[]): Partial<Record<string, Path<T>>> {
  return Object.fromEntries(names.map((name) => [name, name]));
}
