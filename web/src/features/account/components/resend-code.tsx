import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';

/** A new SMS code can be asked for after this many seconds (spec §9). */
export const RESEND_CODE_SECONDS = 60;

/**
 * Spec §4 resend timer: 'Resend code in' with the seconds for 60 s after a code was sent, then
 * "Didn't get a code ?" with 'Click to resend', which sends a new code and starts again.
 */
export function ResendCode({ onResend }: { onResend: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const { seconds, restart } = useCountdown(RESEND_CODE_SECONDS);
  const [sending, setSending] = useState(false);

  if (seconds > 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted" aria-live="off">
        <Timer aria-hidden className="size-4" />
        <span>{t('phone.resendIn')}</span>
        <span className="font-semibold text-fg-strong tabular-nums">{t('phone.resendInSeconds', { seconds })}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
      <span>{t('phone.didntGet')}</span>
      <button
        type="button"
        disabled={sending}
        onClick={() => {
          setSending(true);
          onResend()
            .then(restart, () => undefined)
            .finally(() => setSending(false));
        }}
        className="rounded-sm py-1 font-semibold text-accent underline-offset-4 hover:text-accent-hover hover:underline disabled:opacity-50"
      >
        {t('phone.resend')}
      </button>
    </p>
  );
}
