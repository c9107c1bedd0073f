import { useTranslation } from 'react-i18next';
import type { Exclusion } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';

/** What an exclusion means now, in one sentence: until when, permanent, ended (reopen on request) or reopening. */
export function useExclusionSentence(): (exclusion: Exclusion) => string {
  const { t } = useTranslation('responsible');
  return (exclusion) => {
    if (exclusion.reopenAt) return t('status.reopening', { until: formatDateTime(exclusion.reopenAt) });
    if (exclusion.canRequestReopen) return t('status.ended');
    if (!exclusion.endsAt) return t('status.permanent');
    const until = formatDateTime(exclusion.endsAt);
    return exclusion.kind === 'timeout' ? t('status.timeout', { until }) : t('status.self', { until });
  };
}
