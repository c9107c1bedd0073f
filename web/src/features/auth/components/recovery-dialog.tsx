import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ResendCode } from '@/components/ui/resend-code';
import {
  readSentResetCode,
  useChangePasswordWithCode,
  useCheckResetCode,
  useSendResetPassword,
} from '@/features/auth/api/recovery';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/form/password-input';
import { DialogSwitch } from '@/features/auth/components/text-link';
import { useConfirmationSync } from '@/hooks/use-confirmation-sync';
import { showErrorToast } from '@/lib/api/client';
import { showServerErrors, sameNames } from '@/lib/forms/server-errors';
import {
  recoveryCodeSchema,
  recoveryPasswordSchema,
  recoveryUsernameSchema,
  type RecoveryPasswordValues,
} from '@/features/auth/lib/schemas';
import { LOGIN_AFTER_RECOVERY_MS } from '@/features/auth/lib/timing';
import type { SentCode } from '@/lib/sent-code';
import { useDialogStore } from '@/stores/dialog-store';

type Step =
  | { step: 1 }
  | { step: 2; sent: SentCode }
  | { step: 3; username: string; code: string }
  | { step: 4; username: string };
const TOTAL_STEPS = 4;

/** Opened again while the last code e-mailed is still valid, recovery resumes at its entry. */
function openingStep(): Step {
  const sent = readSentResetCode();
  return sent ? { step: 2, sent } : { step: 1 };
}

/**
 * Product §2 recovery: 1 username → 2 e-mailed code (with the resend timer) → 3 new password → 4 done, then the login
 * form with the username filled in. Until it is done, 'Back to login' leads back (issue 24: whoever recovers has an
 * account, so it is not offered a sign-up).
 */
export function RecoveryDialog() {
  const { t } = useTranslation('auth');
  const show = useDialogStore((state) => state.show);
  const [state, setState] = useState<Step>(openingStep);
  const username = state.step === 1 ? undefined : state.step === 2 ? state.sent.to : state.username;

  useEffect(() => {
    if (state.step !== 4) return;
    const id = window.setTimeout(() => show('login', { username: state.username }), LOGIN_AFTER_RECOVERY_MS);
    return () => window.clearTimeout(id);
  }, [state, show]);

  return (
    <AuthDialogShell name="recovery" title={t('recovery.title')}>
      <StepProgress step={state.step} />
      {state.step === 1 && <UsernameStep onSent={(sent) => setState({ step: 2, sent })} />}
      {state.step === 2 && (
        <CodeStep
          sent={state.sent}
          onResent={(sent) => setState({ step: 2, sent })}
          onChecked={(code) => setState({ step: 3, username: state.sent.to, code })}
        />
      )}
      {state.step === 3 && (
        <PasswordStep
          username={state.username}
          code={state.code}
          onChanged={() => setState({ step: 4, username: state.username })}
        />
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
        <DialogSwitch
          prompt={t('recovery.remembered')}
          action={t('recovery.backToLogin')}
          onClick={() => show('login', username ? { username } : undefined)}
        />
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

function UsernameStep({ onSent }: { onSent: (sent: SentCode) => void }) {
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
      onSent(await send.mutateAsync({ username }));
    } catch (error) {
      showServerErrors(error, form.setError, { username: 'username' });
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

function CodeStep({
  sent,
  onResent,
  onChecked,
}: {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChecked: (code: string) => void;
}) {
  const { t } = useTranslation('auth');
  const username = sent.to;
  const check = useCheckResetCode();
  const send = useSendResetPassword();
  const resend = () =>
    send.mutateAsync({ username }).then(onResent, (error: unknown) => {
      showErrorToast(error);
      throw error;
    });
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
      showServerErrors(error, form.setError, { code: 'code' });
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
      <ResendCode sentAt={sent.sentAt} onResend={resend} />
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
      showServerErrors(error, form.setError, sameNames<RecoveryPasswordValues>('password', 'password2'));
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
