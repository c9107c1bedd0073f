/** A promotion's end as a day.month.year date in local time (product §3 date style, without the time). */
export function formatDate(value: string): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
