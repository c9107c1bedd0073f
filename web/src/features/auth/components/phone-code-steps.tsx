import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { CodeField, PhoneField } from '@/components/ui/form/phone-fields';
import { PhoneInput } from '@/components/ui/form/phone-input';
import { ResendCode } from '@/components/ui/resend-code';
import { readSentPhoneCode } from '@/features/auth/api/update-phone';
import { TextLink } from '@/features/auth/components/text-link';
import { useSendCodeForm, useSendCodeTo, useVerifyCodeForm } from '@/features/auth/hooks/use-phone-code-forms';
import { displayPhone } from '@/lib/phone';
import type { SentCode } from '@/lib/sent-code';

/**
 * The two steps of `customer/updatephone` (product §4), as the registration dialog (`register`) and
 * the SMS dialog (`sms`) show them: 1 the phone and a button that sends the code, 2 the phone
 * disabled, the code (mask 00-00-00), the resend timer and 'Change Phone Number', which returns to step 1 with
 * the phone editable and the code cleared. Opened again while the last code sent is still valid, it resumes at 2.
 */
export function PhoneCodeSteps({
  variant,
  initialPhone,
  autoSend = false,
  onVerified,
  onSkip,
}: {
  variant: 'register' | 'sms';
  initialPhone: string;
  /** Send the code at once (registration with a trial bonus, product §4). */
  autoSend?: boolean;
  onVerified: (phone: string) => void;
  onSkip?: () => void;
}) {
  // The code already sent: its entry, not a second send that would meet the resend wait.
  const [sent, setSent] = useState<SentCode | null>(readSentPhoneCode);
  const [phoneNumber, setPhoneNumber] = useState(() => sent?.to ?? initialPhone);
  // Registration shows the registered phone locked until the player asks to change it.
  const [editable, setEditable] = useState(variant === 'sms' || (sent !== null && sent.to !== initialPhone));

  if (!sent) {
    return (
      <PhoneStep
        variant={variant}
        phone={phoneNumber}
        registeredPhone={initialPhone}
        locked={!editable}
        autoSend={autoSend && !editable}
        onSent={(code) => {
          setPhoneNumber(code.to);
          setSent(code);
        }}
        onSkip={onSkip}
      />
    );
  }
  return (
    <CodeStep
      variant={variant}
      sent={sent}
      onResent={setSent}
      onVerified={onVerified}
      onChangePhone={() => {
        setEditable(true);
        setSent(null);
      }}
      onSkip={onSkip}
    />
  );
}

function PhoneStep({
  variant,
  phone: defaultPhone,
  registeredPhone,
  locked,
  autoSend,
  onSent,
  onSkip,
}: {
  variant: 'register' | 'sms';
  phone: string;
  registeredPhone: string;
  locked: boolean;
  autoSend: boolean;
  onSent: (sent: SentCode) => void;
  onSkip: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  const { form, onSubmit, sending } = useSendCodeForm({ defaultPhone, onSent });
  const { isValid } = form.formState;
  const current = useWatch({ control: form.control, name: 'phone' });

  const autoSent = useRef(false);
  useEffect(() => {
    if (!autoSend || autoSent.current) return;
    autoSent.current = true;
    void onSubmit();
  }, [autoSend, onSubmit]);

  const submitLabel =
    variant === 'sms' ? t('sms.sendCode') : current === registeredPhone ? t('verify.validate') : t('verify.changePhone');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {variant === 'sms' ? (
        <StepHeading title={t('sms.setPhone')} body={t('sms.setPhoneIntro')} />
      ) : (
        <p className="text-sm text-fg-muted">{t('verify.intro')}</p>
      )}
      <PhoneField
        control={form.control}
        name="phone"
        label={variant === 'sms' ? t('sms.phone') : t('verify.phone')}
        readOnly={locked}
        autoFocus={!locked}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={sending}>
        {submitLabel}
      </Button>
      {onSkip && <SkipLink onSkip={onSkip} />}
    </form>
  );
}

function CodeStep({
  variant,
  sent,
  onResent,
  onVerified,
  onChangePhone,
  onSkip,
}: {
  variant: 'register' | 'sms';
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onVerified: (phone: string) => void;
  onChangePhone: () => void;
  onSkip: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  const sentTo = sent.to;
  const { form, onSubmit, verifying } = useVerifyCodeForm({ phone: sentTo, onVerified: () => onVerified(sentTo) });
  const { send } = useSendCodeTo();
  const { isValid } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {variant === 'sms' ? (
        <StepHeading title={t('sms.setCode')} body={t('sms.setCodeIntro', { phone: displayPhone(sentTo) })} />
      ) : (
        <p className="text-sm text-fg-muted">{t('verify.codeIntro', { phone: displayPhone(sentTo) })}</p>
      )}
      <Field label={variant === 'sms' ? t('sms.phone') : t('verify.phone')}>
        {(control) => <PhoneInput {...control} value={sentTo} onValueChange={() => undefined} disabled />}
      </Field>
      <div className="-mt-3 flex justify-end">
        <TextLink onClick={onChangePhone} className="py-1 text-sm">
          {t('verify.changePhoneNumber')}
        </TextLink>
      </div>
      <CodeField
        control={form.control}
        name="code"
        label={variant === 'sms' ? t('sms.code') : t('verify.code')}
        autoFocus
      />
      <ResendCode sentAt={sent.sentAt} onResend={() => send(sentTo).then(onResent)} />
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={verifying}>
        {variant === 'sms' ? t('sms.validate') : t('verify.validate')}
      </Button>
      {onSkip && <SkipLink onSkip={onSkip} />}
    </form>
  );
}

/** 'Skip Verification', under either step when the registration dialog offers it. */
function SkipLink({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <TextLink onClick={onSkip} className="self-center py-1 text-sm text-fg-muted hover:text-fg-strong">
      {t('verify.skip')}
    </TextLink>
  );
}

function StepHeading({ title, body }: { title: string; body: string }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-fg-strong">{title}</h3>
      <p className="mt-1 text-sm text-fg-muted">{body}</p>
    </div>
  );
}
