import { Smartphone } from 'lucide-react';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { ResendCode } from '@/components/ui/resend-code';
import { VerificationBadge } from '@/features/account/components/verification-badge';
import { readSentPhoneCode } from '@/features/auth/api/update-phone';
import { CodeField, PhoneField } from '@/components/ui/form/phone-fields';
import { PAGE_CODE_MASK } from '@/components/ui/form/phone-input';
import { useSendCodeForm, useSendCodeTo, useVerifyCodeForm } from '@/features/auth/hooks/use-phone-code-forms';
import { displayPhone } from '@/lib/phone';
import type { SentCode } from '@/lib/sent-code';
import { useAuthStore } from '@/stores/auth-store';

/** Product §3 phone verification steps. */
const PHONE_PAGE_STEP = { notVerified: 0, verified: 1, update: 2, code: 3 } as const;
type Step = (typeof PHONE_PAGE_STEP)[keyof typeof PHONE_PAGE_STEP];

/**
 * /dashboard/phone-verification (product §2/§4): not verified → a code is sent → code entry →
 * verified; 'Update Number' opens the only place the phone can be edited, then the code is sent
 * to the new number. The verified state is read from the stored session when the page opens; a reload while the
 * last code sent is still valid comes back to its entry, the resend timer showing what is left of its wait.
 */
export function PhoneVerificationRoute() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const session = useAuthStore((state) => state.session);
  const [opened] = useState<Step>(() => (session?.smsVerified ? PHONE_PAGE_STEP.verified : PHONE_PAGE_STEP.notVerified));
  const [sent, setSent] = useState<SentCode | null>(readSentPhoneCode);
  const [step, setStep] = useState<Step>(sent ? PHONE_PAGE_STEP.code : opened);
  const [resting, setResting] = useState<Step>(opened);
  const { send, sending } = useSendCodeTo();
  if (!session) return null;

  const verified = step === PHONE_PAGE_STEP.verified;
  const codeSent = (code: SentCode) => {
    setSent(code);
    setStep(PHONE_PAGE_STEP.code);
  };
  const sendToOwnNumber = () => send(session.phone).then(codeSent, () => undefined);

  return (
    <DashboardPage title={tc('account.phoneVerification')} intro={t('phone.intro')}>
      <Card className="max-w-2xl">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-5">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-md bg-surface-2 text-accent">
              <Smartphone aria-hidden className="size-5" />
            </span>
            <div>
              <p className="text-xs text-fg-muted">{t('phone.current')}</p>
              <p className="font-semibold text-fg-strong tabular-nums">{displayPhone(session.phone)}</p>
            </div>
          </div>
          <VerificationBadge verified={session.smsVerified} />
        </div>

        <div className="pt-5">
          {(step === PHONE_PAGE_STEP.notVerified || step === PHONE_PAGE_STEP.verified) && (
            <div className="flex flex-col gap-5">
              <p className="text-sm text-fg">{verified ? t('phone.verifiedBody') : t('phone.notVerifiedBody')}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                {!verified && (
                  <Button size="lg" loading={sending} onClick={() => void sendToOwnNumber()}>
                    {t('phone.sendCode')}
                  </Button>
                )}
                <Button
                  size="lg"
                  variant={verified ? 'primary' : 'secondary'}
                  onClick={() => {
                    setResting(step);
                    setStep(PHONE_PAGE_STEP.update);
                  }}
                >
                  {t('phone.update')}
                </Button>
              </div>
            </div>
          )}
          {step === PHONE_PAGE_STEP.update && (
            <UpdateNumber onSent={codeSent} onCancel={() => setStep(resting)} />
          )}
          {step === PHONE_PAGE_STEP.code && sent && (
            <EnterCode
              sent={sent}
              onResend={() => send(sent.to).then(setSent)}
              onVerified={() => {
                setResting(PHONE_PAGE_STEP.verified);
                setStep(PHONE_PAGE_STEP.verified);
              }}
              onCancel={() => setStep(resting)}
            />
          )}
        </div>
      </Card>
    </DashboardPage>
  );
}

function UpdateNumber({ onSent, onCancel }: { onSent: (sent: SentCode) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { form, onSubmit, sending } = useSendCodeForm({ defaultPhone: '', onSent });
  return (
    <StepForm
      title={t('phone.updateTitle')}
      body={t('phone.updateBody')}
      submitLabel={t('phone.sendCode')}
      canSubmit={form.formState.isValid}
      submitting={sending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <PhoneField control={form.control} name="phone" label={t('phone.newPhone')} className="max-w-sm" autoFocus />
    </StepForm>
  );
}

function EnterCode({
  sent,
  onResend,
  onVerified,
  onCancel,
}: {
  sent: SentCode;
  onResend: () => Promise<unknown>;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const phone = sent.to;
  const { form, onSubmit, verifying } = useVerifyCodeForm({ phone, onVerified });
  return (
    <StepForm
      title={t('phone.codeTitle')}
      body={t('phone.codeBody', { phone: displayPhone(phone) })}
      submitLabel={t('phone.verify')}
      canSubmit={form.formState.isValid}
      submitting={verifying}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <CodeField
        control={form.control}
        name="code"
        label={t('phone.code')}
        mask={PAGE_CODE_MASK}
        className="max-w-xs"
        autoFocus
      />
      <ResendCode sentAt={sent.sentAt} onResend={onResend} />
    </StepForm>
  );
}

/** The page's layout of a step: its title and body, the fields, then the submit button and Cancel. */
function StepForm({
  title,
  body,
  submitLabel,
  canSubmit,
  submitting,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  body: string;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div>
        <h2 className="font-semibold text-fg-strong">{title}</h2>
        <p className="mt-1 text-sm text-fg-muted">{body}</p>
      </div>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
        <Button size="lg" variant="ghost" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
      </div>
    </form>
  );
}
