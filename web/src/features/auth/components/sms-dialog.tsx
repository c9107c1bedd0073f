import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { PhoneCodeSteps } from '@/features/auth/components/phone-code-steps';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Product §2 SMS verify dialog: 'Set Phone Number' / Send Code, then 'Set Sms Code' / Validate
 * (or 'Change Phone Number'), then 'Congratulations!' with Close.
 */
export function SmsDialog() {
  const { t } = useTranslation('auth');
  const close = useDialogStore((state) => state.close);
  const phone = useAuthStore((state) => state.session?.phone ?? '');
  const [verified, setVerified] = useState(false);

  return (
    <AuthDialogShell name="sms" title={t('sms.title')}>
      {verified ? (
        <div role="status" className="my-auto flex flex-col items-center py-8 text-center">
          <span className="grid size-20 place-items-center rounded-full bg-money-soft text-money">
            <CircleCheck aria-hidden className="size-10" strokeWidth={1.75} />
          </span>
          <p className="mt-6 text-xl font-semibold text-fg-strong">{t('sms.success')}</p>
          <p className="mt-2 text-fg-muted">{t('sms.successBody')}</p>
          <Button size="lg" className="mt-8 w-full max-w-xs" onClick={close}>
            {t('sms.close')}
          </Button>
        </div>
      ) : (
        <PhoneCodeSteps variant="sms" initialPhone={phone} onVerified={() => setVerified(true)} />
      )}
    </AuthDialogShell>
  );
}
