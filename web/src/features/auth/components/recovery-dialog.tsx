import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useChangePasswordWithCode, useCheckResetCode, useSendResetPassword } from '@/features/auth/api/recovery';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/form/password-input';
import { DialogSwitch } from '@/features/auth/components/text-link';
import { useConfirmationSync } from '@/hooks/use-confirmation-sync';
import { applyServerErrors, sameNames } from '@/lib/forms/server-errors';
import {
  recoveryCodeSchema,
  recoveryPasswordSchema,
  recoveryUsernameSchema,
  type RecoveryPasswordValues,
} from '@/features/auth/lib/schemas';
import { LOGIN_AFTER_RECOVERY_MS } from '@/features/auth/lib/timing';
import { useDialogStore } from '@/stores/dialog-store';

type Step = { step: 1 } | { step: 2; username: string } | { step: 3; username: string; code: string } | { step: 4 };
const TOTAL_STEPS = 4;

/** Spec §2 recovery: 1 username → 2 e-mailed code → 3 new password → 4 done, then the login form. */
export function RecoveryDialog() {
  const { t } = useTranslation('auth');
  const show = useDialogStore((state) => state.show);
  const [state, setState] = useState<Step>({ step: 1 });

  useEffect(() => {
    if (state.step !== 4) return;
    const id = window.setTimeout(() => show('login'), LOGIN_AFTER_RECOVERY_MS);
    return () => window.clearTimeout(id);
  }, [state.step, show]);

  return (
    <AuthDialogShell name="recovery" title={t('recovery.title')}>
      <StepProgress step={state.step} />
      {state.step === 1 && <UsernameStep onSent={(username) => setState({ step: 2, username })} />}
      {state.step === 2 && (
        <CodeStep username={state.username} onChecked={(code) => setState({ step: 3, username: state.username, code })} />
      )}
      {state.step === 3 && (
        <PasswordStep username={state.username} code={state.code} onChanged={() => setState({ step: 4 })} />
      )}
      {state.step === 4 && (
        <div role="status" className="my-auto flex flex-col items-center py-8 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-money-soft text-money">
            <CircleCheck aria-hidden className="size-8" />
          </span>
          <p className="mt-5 max-w-sm font-medium text-fg-strong">{t('recovery.done')}</p>
        </div>
      )}
      {state.step !== 4 && (
        <DialogSwitch prompt={t('recovery.notMember')} action={t('recovery.signUpNow')} onClick={() => show('register')} />
      )}
    </AuthDialogShell>
  );
}

function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6">
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {t('recovery.step', { step, total: TOTAL_STEPS })}
      </p>
      <div className="mt-2 grid grid-cols-4 gap-1.5" aria-hidden>
        {Array.from({ length: TOTAL_STEPS }, (_, index) => (
          <span
            key={index}
            className={`h-1 rounded-full transition-colors duration-200 ${index < step ? 'bg-accent' : 'bg-surface-3'}`}
          />
        ))}
      </div>
    </div>
  );
}

function UsernameStep({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation('auth');
  const send = useSendResetPassword();
  const form = useForm<{ username: string }>({
    resolver: zodResolver(recoveryUsernameSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username }) => {
    try {
      await send.mutateAsync({ username });
      onSent(username);
    } catch (error) {
      applyServerErrors(error, form.setError, { username: 'username' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted">{t('recovery.usernameIntro')}</p>
      <Field label={t('recovery.username')} error={errors.username?.message}>
        {(control) => <Input {...control} {...form.register('username')} autoComplete="username" autoFocus />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={send.isPending}>
        {t('recovery.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({ username, onChecked }: { username: string; onChecked: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const check = useCheckResetCode();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(recoveryCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await check.mutateAsync({ username, code });
      onChecked(code);
    } catch (error) {
      applyServerErrors(error, form.setError, { code: 'code' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted">{t('recovery.codeIntro')}</p>
      <Field label={t('recovery.code')} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            className="text-lg tracking-[0.3em]"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={check.isPending}>
        {t('recovery.checkCode')}
      </Button>
    </form>
  );
}

function PasswordStep({ username, code, onChanged }: { username: string; code: string; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const change = useChangePasswordWithCode();
  const form = useForm<RecoveryPasswordValues>({
    resolver: zodResolver(recoveryPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password2: '' },
  });
  const { errors, isValid } = form.formState;
  useConfirmationSync(form, 'password', 'password2');
  const onSubmit = form.handleSubmit(async ({ password, password2 }) => {
    try {
      await change.mutateAsync({ username, code, password, password2 });
      onChanged();
    } catch (error) {
      applyServerErrors(error, form.setError, sameNames<RecoveryPasswordValues>('password', 'password2'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-fg-muted">{t('recovery.passwordIntro')}</p>
      <Field label={t('recovery.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="new-password"
            autoFocus
          />
        )}
      </Field>
      <Field label={t('recovery.password2')} error={errors.password2?.message}>
        {(control) => <PasswordInput {...control} {...form.register('password2')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={change.isPending}>
        {t('recovery.change')}
      </Button>
    </form>
  );
}
