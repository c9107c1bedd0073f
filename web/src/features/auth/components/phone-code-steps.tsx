import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSendPhoneCode, useVerifyPhoneCode } from '@/features/auth/api/update-phone';
import { Field } from '@/features/auth/components/form/field';
import { CodeInput, PhoneInput } from '@/features/auth/components/form/phone-input';
import { TextLink } from '@/features/auth/components/text-link';
import { applyServerErrors } from '@/features/auth/lib/server-errors';
import { displayPhone } from '@/features/auth/lib/phone';
import { codeSchema, type CodeValues, phoneSchema, type PhoneValues } from '@/features/auth/lib/schemas';

/**
 * The two steps of `customer/updatephone` (spec §4), as the registration dialog (`register`) and
 * the SMS dialog (`sms`) show them: 1 the phone and a button that sends the code, 2 the phone
 * disabled, the code (mask 00-00-00) and 'Change Phone Number', which returns to step 1 with the
 * phone editable and the code cleared.
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
  /** Send the code at once (registration with a trial bonus, spec §4). */
  autoSend?: boolean;
  onVerified: (phone: string) => void;
  onSkip?: () => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [phoneNumber, setPhoneNumber] = useState(initialPhone);
  // Registration shows the registered phone locked until the player asks to change it.
  const [editable, setEditable] = useState(variant === 'sms');

  if (step === 1) {
    return (
      <PhoneStep
        variant={variant}
        phone={phoneNumber}
        registeredPhone={initialPhone}
        locked={!editable}
        autoSend={autoSend && !editable}
        onSent={(sentTo) => {
          setPhoneNumber(sentTo);
          setStep(2);
        }}
        onSkip={onSkip}
      />
    );
  }
  return (
    <CodeStep
      variant={variant}
      phone={phoneNumber}
      onVerified={onVerified}
      onChangePhone={() => {
        setEditable(true);
        setStep(1);
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
  onSent: (phone: string) => void;
  onSkip: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  const sendCode = useSendPhoneCode();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone },
  });
  const { errors, isValid } = form.formState;
  const current = useWatch({ control: form.control, name: 'phone' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendCode.mutateAsync({ phone: values.phone });
      onSent(values.phone);
    } catch (error) {
      applyServerErrors(error, form.setError, { phone: 'phone' });
    }
  });

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
      <Field label={variant === 'sms' ? t('sms.phone') : t('verify.phone')} error={errors.phone?.message}>
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
                readOnly={locked}
                autoFocus={!locked}
              />
            )}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={sendCode.isPending}>
        {submitLabel}
      </Button>
      {onSkip && (
        <TextLink onClick={onSkip} className="self-center py-1 text-sm text-fg-muted hover:text-fg-strong">
          {t('verify.skip')}
        </TextLink>
      )}
    </form>
  );
}

function CodeStep({
  variant,
  phone: sentTo,
  onVerified,
  onChangePhone,
  onSkip,
}: {
  variant: 'register' | 'sms';
  phone: string;
  onVerified: (phone: string) => void;
  onChangePhone: () => void;
  onSkip: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  const verify = useVerifyPhoneCode();
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ phone: sentTo, code: values.code });
      onVerified(sentTo);
    } catch (error) {
      // A wrong code is cleared so the next one can be typed straight away.
      form.reset({ code: '' });
      applyServerErrors(error, form.setError, { code: 'code' });
      form.setFocus('code');
    }
  });

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
      <Field label={variant === 'sms' ? t('sms.code') : t('verify.code')} error={errors.code?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
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
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={verify.isPending}>
        {variant === 'sms' ? t('sms.validate') : t('verify.validate')}
      </Button>
      {onSkip && (
        <TextLink onClick={onSkip} className="self-center py-1 text-sm text-fg-muted hover:text-fg-strong">
          {t('verify.skip')}
        </TextLink>
      )}
    </form>
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
