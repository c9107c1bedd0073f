/* Conversions between the API's values and what the edit forms hold (text fields). */

/** Image urls as the form edits them: one per line. */
export const lines = (values: readonly string[] | undefined) => (values ?? []).join('\n');
export const unlines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A server instant as `datetime-local` wants it (local), and back (RFC 3339), empty for none. */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
/** A number field's text as the API's number (empty: null). */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
