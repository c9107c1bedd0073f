/** A calendar date from the server (`1990-05-17`) as day.month.year, like every other date (product §3). */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3] ?? ''}.${match[2] ?? ''}.${match[1] ?? ''}` : value;
}
