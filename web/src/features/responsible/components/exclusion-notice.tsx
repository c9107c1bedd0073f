import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExclusionSentence } from '@/features/responsible/hooks/use-exclusion-sentence';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Site-wide, under the header, while the logged-in player is on a time-out or self-excluded (the login's
 * `exclusion`): until when, and that only withdrawing and the history are open. It stays until the exclusion does.
 */
export function ExclusionNotice() {
  const { t } = useTranslation('responsible');
  const exclusion = useAuthStore((state) => state.session?.exclusion ?? null);
  const sentence = useExclusionSentence();
  // A time-out read at login that has ended since says nothing true any more.
  const [loadedAt] = useState(Date.now);
  const over = exclusion?.endsAt && !exclusion.canRequestReopen && new Date(exclusion.endsAt).getTime() <= loadedAt;
  if (!exclusion || over) return null;
  return (
    <div role="status" className="border-b border-accent/30 bg-accent-soft">
      <div className="mx-auto flex max-w-[1440px] items-start gap-3 px-4 py-3 text-sm sm:items-center sm:px-6">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent sm:mt-0" />
        <p className="min-w-0 flex-1 text-fg">
          <span className="font-semibold text-fg-strong tabular-nums">{sentence(exclusion)}</span>{' '}
          {t(exclusion.canRequestReopen && !exclusion.reopenAt ? 'status.reopenBody' : 'status.can')}
        </p>
        <Link
          to="/dashboard/responsible-gaming"
          className="shrink-0 font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('status.page')}
        </Link>
      </div>
    </div>
  );
}
