import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuthForm } from '@/features/auth/api/get-auth-form';
import { BirthDateFields } from '@/features/auth/components/birth-date-fields';
import { DEFAULT_CURRENCY_ID, useRegister } from '@/features/auth/api/register';
// The start-up data (product §4) already holds the trial bonus amount.
import { useTrialBonusAmount } from '@/lib/site/trial-bonus';
import { Field } from '@/components/ui/form/field';
import { FieldError } from '@/components/ui/form/field-error';
import { PasswordInput } from '@/components/ui/form/password-input';
import { PhoneField } from '@/components/ui/form/phone-fields';
import { useConfirmationSync } from '@/hooks/use-confirmation-sync';
import { showServerErrors, sameNames } from '@/lib/forms/server-errors';
import { registerSchema, type RegisterValues } from '@/features/auth/lib/schemas';
import { COUNTRY_LIST_DELAY_MS } from '@/features/auth/lib/timing';
import type { Session } from '@/lib/api/types';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { storedReferral } from '@/lib/referral';

/** The server's field names → the form's (the date's own errors go under its first box). */
const SERVER_FIELDS = {
  ...sameNames<RegisterValues>(
    'name',
    'surname',
    'username',
    'email',
    'password',
    'password2',
    'phone',
    'country',
    'birthDateDay',
    'birthDateMonth',
    'birthDateYear',
  ),
  birthDate: 'birthDateDay',
} as const;

export interface Registered {
  session: Session;
  phone: string;
  /** The trial bonus the player chose (0 when none was offered or chosen). */
  trialBonusAmount: number;
}

/** Product §2 registration form. On success the player is logged in and `onRegistered` runs. */
export function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const authForm = useAuthForm();
  const trialBonusAmount = useTrialBonusAmount();
  const register = useRegister();
  const [showCountries, setShowCountries] = useState(false);

  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      surname: '',
      username: '',
      email: '',
      password: '',
      password2: '',
      phone: '',
      country: authForm.data?.defaultCountryId ?? 0,
      birthDateDay: '',
      birthDateMonth: '',
      birthDateYear: '',
      trialBonus: false,
    },
  });
  const { errors, isValid } = form.formState;
  useConfirmationSync(form, 'password', 'password2');

  // The country is not shown (product §2) but is sent: Türkiye unless the server says otherwise.
  const defaultCountryId = authForm.data?.defaultCountryId;
  useEffect(() => {
    if (defaultCountryId && !form.getValues('country')) {
      form.setValue('country', defaultCountryId, { shouldValidate: true });
    }
  }, [defaultCountryId, form]);

  useEffect(() => {
    const id = window.setTimeout(() => setShowCountries(true), COUNTRY_LIST_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    const chosenBonus = values.trialBonus && trialBonusAmount > 0;
    try {
      const session = await register.mutateAsync({
        name: values.name.trim(),
        surname: values.surname.trim(),
        username: values.username,
        email: values.email,
        phone: values.phone,
        country: values.country,
        currencyId: DEFAULT_CURRENCY_ID,
        birthDate: `${values.birthDateYear}-${values.birthDateMonth}-${values.birthDateDay}`,
        birthDateDay: values.birthDateDay,
        birthDateMonth: values.birthDateMonth,
        birthDateYear: values.birthDateYear,
        trialBonus: chosenBonus ? 1 : 0,
        password: values.password,
        password2: values.password2,
        refId: storedReferral(),
      });
      onRegistered({ session, phone: values.phone, trialBonusAmount: chosenBonus ? trialBonusAmount : 0 });
    } catch (error) {
      showServerErrors(error, form.setError, SERVER_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('register.name')} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="given-name" autoFocus />}
        </Field>
        <Field label={t('register.surname')} error={errors.surname?.message}>
          {(control) => <Input {...control} {...form.register('surname')} autoComplete="family-name" />}
        </Field>
        <Field label={t('register.username')} error={errors.username?.message}>
          {(control) => (
            <Input {...control} {...form.register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          )}
        </Field>
        <Field label={t('register.email')} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field label={t('register.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label={t('register.password2')} error={errors.password2?.message}>
          {(control) => <PasswordInput {...control} {...form.register('password2')} autoComplete="new-password" />}
        </Field>
        <PhoneField control={form.control} name="phone" label={t('register.phone')} hint={t('register.phoneHint')} />
        <BirthDateFields form={form} />
      </div>

      {/* Product §2: a hidden country selector, kept in the form and sent. */}
      <select hidden aria-hidden {...form.register('country', { valueAsNumber: true })}>
        {showCountries &&
          authForm.data?.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
      </select>
      {errors.country?.message && (
        <div>
          <span className="sr-only">{t('register.country')}</span>
          <FieldError message={errors.country.message} />
        </div>
      )}

      {trialBonusAmount > 0 && (
        <label className="flex cursor-pointer items-center gap-3 rounded-md bg-money-soft px-4 py-3 text-sm font-medium text-fg-strong">
          <input type="checkbox" {...form.register('trialBonus')} className="size-5 shrink-0 accent-(--color-money)" />
          {t('register.trialBonus', { amount: formatMoney(trialBonusAmount, language) })}
        </label>
      )}

      <p className="text-xs text-fg-muted">
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: (
              <a
                href="/pages/1"
                target="_blank"
                rel="noopener"
                className="font-medium text-fg underline underline-offset-2 hover:text-fg-strong"
              />
            ),
          }}
        />
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
