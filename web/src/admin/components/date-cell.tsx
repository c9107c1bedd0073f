import { dateTime } from '@/admin/lib/format';

/** A moment in a table's cell: date and time on one line, in even figures (or a dash when there is none). */
export function DateCell({ at }: { at: string | null | undefined }) {
  return <span className="whitespace-nowrap tabular-nums">{dateTime(at)}</span>;
}
