import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { RESEND_WAIT_MS } from '@/lib/sent-code';

/**
 * Product §4 resend timer under a code field: 'Resend code in' with the seconds left of the 60 s after the code was
 * sent (`sentAt`), then "Didn't get a code ?" with 'Click to resend', which calls `onResend`; the caller passes
 * the new `sentAt` once it is sent, and the timer starts again.
 */
export function ResendCode({ sentAt, onResend }: { sentAt: number; onResend: () => Promise<unknown> }) {
  // Each code sent counts afresh.
  return <ResendTimer key={sentAt} endsAt={sentAt + RESEND_WAIT_MS} onResend={onResend} />;
}

function ResendTimer({ endsAt, onResend }: { endsAt: number; onResend: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const seconds = useCountdown(endsAt);
  const [sending, setSending] = useState(false);

  if (seconds > 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted" aria-live="off">
        <Timer aria-hidden className="size-4" />
        <span>{t('code.resendIn')}</span>
        <span className="font-semibold text-fg-strong tabular-nums">{t('code.resendInSeconds', { seconds })}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
      <span>{t('code.didntGet')}</span>
      <button
        type="button"
        disabled={sending}
        // Not taking the focus: the code field being left would show its error and push the link from under the tap.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setSending(true);
          onResend()
            .catch(() => undefined)
            .finally(() => setSending(false));
        }}
        className="rounded-sm py-1 font-semibold text-accent underline-offset-4 hover:text-accent-hover hover:underline disabled:opacity-50"
      >
        {t('code.resend')}
      </button>
    </p>
  );
}
