import { useTranslation } from 'react-i18next';
import { Badge } from '@/admin/components/page';
import type { AdminEvent } from '@/admin/lib/api-types';

const TONES: Record<string, 'neutral' | 'danger' | 'money' | 'accent'> = { upcoming: 'neutral', live: 'danger', ended: 'money', cancelled: 'accent' };

export function EventStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const tone = TONES[status] ?? 'neutral';
  return <Badge tone={tone}>{t(`sportsbook.eventStatus.${status}`, { defaultValue: status })}</Badge>;
}

/** "2-1 (1-0, 1-1)", or a dash before the result. */
export function Score({ event, periods = false }: { event: AdminEvent; periods?: boolean }) {
  const score = event.score;
  if (!score) return <span className="text-fg-muted">—</span>;
  return (
    <span className="tabular-nums">
      <span className="font-medium text-fg-strong">
        {score.home}-{score.away}
      </span>
      {periods && score.periods.length > 0 && <span className="ml-1 text-fg-muted">({score.periods.map(([h, a]) => `${h}-${a}`).join(', ')})</span>}
    </span>
  );
}
