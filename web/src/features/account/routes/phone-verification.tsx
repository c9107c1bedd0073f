import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, DashboardPage } from '@/features/account/components/dashboard-page';
import { ResendCode } from '@/features/account/components/resend-code';
import { VerificationBadge } from '@/features/account/components/verification-badge';
import { useSendPhoneCode, useVerifyPhoneCode } from '@/features/auth/api/update-phone';
import { Field } from '@/features/auth/components/form/field';
import { CodeInput, PAGE_CODE_MASK, PhoneInput } from '@/features/auth/components/form/phone-input';
import { displayPhone } from '@/features/auth/lib/phone';
import { codeSchema, type CodeValues, phoneSchema, type PhoneValues } from '@/features/auth/lib/schemas';
import { applyServerErrors } from '@/features/auth/lib/server-errors';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** Spec §3 phone verification steps. */
const PHONE_PAGE_STEP = { notVerified: 0, verified: 1, update: 2, code: 3 } as const;
type Step = (typeof PHONE_PAGE_STEP)[keyof typeof PHONE_PAGE_STEP];

/**
 * /dashboard/phone-verification (spec §2/§4): not verified → a code is sent → code entry →
 * verified; 'Update Number' opens the only place the phone can be edited, then the code is sent
 * to the new number. The verified state is read from the stored session when the page opens.
 */
export function PhoneVerificationRoute() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const session = useAuthStore((state) => state.session);
  const [opened] = useState<Step>(() => (session?.smsVerified ? PHONE_PAGE_STEP.verified : PHONE_PAGE_STEP.notVerified));
  const [step, setStep] = useState<Step>(opened);
  const [codeSentTo, setCodeSentTo] = useState('');
  const [resting, setResting] = useState<Step>(opened);
  const sendCode = useSendPhoneCode();
  if (!session) return null;

  const verified = step === PHONE_PAGE_STEP.verified;
  const sendTo = (phone: string) =>
    sendCode.mutateAsync({ phone }).then(() => {
      setCodeSentTo(phone);
      setStep(PHONE_PAGE_STEP.code);
    });

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
                  <Button size="lg" loading={sendCode.isPending} onClick={() => void sendTo(session.phone).catch(() => undefined)}>
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
            <UpdateNumber
              onSend={sendTo}
              sending={sendCode.isPending}
              onCancel={() => setStep(resting)}
            />
          )}
          {step === PHONE_PAGE_STEP.code && (
            <EnterCode
              phone={codeSentTo}
              onResend={() => sendCode.mutateAsync({ phone: codeSentTo })}
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

function UpdateNumber({
  onSend,
  sending,
  onCancel,
}: {
  onSend: (phone: string) => Promise<void>;
  sending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const form = useForm<PhoneValues>({ resolver: zodResolver(phoneSchema), mode: 'onTouched', defaultValues: { phone: '' } });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      await onSend(phone);
    } catch (error) {
      applyServerErrors(error, form.setError, { phone: 'phone' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div>
        <h2 className="font-semibold text-fg-strong">{t('phone.updateTitle')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t('phone.updateBody')}</p>
      </div>
      <Field label={t('phone.newPhone')} error={errors.phone?.message} className="max-w-sm">
        {(control) => (
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                autoFocus
              />
            )}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={!isValid} loading={sending}>
          {t('phone.sendCode')}
        </Button>
        <Button size="lg" variant="ghost" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
      </div>
    </form>
  );
}

function EnterCode({
  phone,
  onResend,
  onVerified,
  onCancel,
}: {
  phone: string;
  onResend: () => Promise<unknown>;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const verify = useVerifyPhoneCode();
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), mode: 'onTouched', defaultValues: { code: '' } });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ phone, code });
      onVerified();
    } catch (error) {
      // Spec §4: a failed code check clears the code field.
      form.reset({ code: '' });
      applyServerErrors(error, form.setError, { code: 'code' });
      form.setFocus('code');
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div>
        <h2 className="font-semibold text-fg-strong">{t('phone.codeTitle')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t('phone.codeBody', { phone: displayPhone(phone) })}</p>
      </div>
      <Field label={t('phone.code')} error={errors.code?.message} className="max-w-xs">
        {(control) => (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                {...control}
                mask={PAGE_CODE_MASK}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                autoFocus
              />
            )}
          />
        )}
      </Field>
      <ResendCode onResend={onResend} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={!isValid} loading={verify.isPending}>
          {t('phone.verify')}
        </Button>
        <Button size="lg" variant="ghost" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
      </div>
    </form>
  );
}
