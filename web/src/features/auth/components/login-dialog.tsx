import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLogin } from '@/features/auth/api/login';
import { AuthDialogShell } from '@/features/auth/components/auth-dialog-shell';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/form/password-input';
import { DialogSwitch, TextLink } from '@/features/auth/components/text-link';
import { showServerErrors, sameNames } from '@/lib/forms/server-errors';
import { loginSchema, type LoginValues } from '@/features/auth/lib/schemas';
import { notify } from '@/lib/toast';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Product §2 login dialog. On success (§4): the session is stored, a success message shows, every
 * dialog closes, and a visitor stopped by a guard lands where they were going.
 */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const show = useDialogStore((state) => state.show);
  const close = useDialogStore((state) => state.close);
  const takeAfterLogin = useDialogStore((state) => state.takeAfterLogin);
  // Known after a recovery: the player only types the new password.
  const [username] = useState(() => useDialogStore.getState().username);
  const login = useLogin();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username, password: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { session, message } = await login.mutateAsync(values);
      notify.success(message ?? t('login.welcome', { username: session.username }));
      const target = takeAfterLogin();
      close();
      if (target) void navigate(target);
    } catch (error) {
      showServerErrors(error, form.setError, sameNames<LoginValues>('username', 'password'));
    }
  });

  return (
    <AuthDialogShell name="login" title={t('login.title')} description={t('login.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <Field label={t('login.username')} error={errors.username?.message}>
          {(control) => <Input {...control} {...form.register('username')} autoComplete="username" autoFocus={!username} />}
        </Field>
        <Field label={t('login.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="current-password"
              autoFocus={Boolean(username)}
            />
          )}
        </Field>
        <div className="-mt-2 flex justify-end">
          <TextLink onClick={() => show('recovery')} className="py-1 text-sm">
            {t('login.recovery')}
          </TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <DialogSwitch prompt={t('login.notMember')} action={t('login.signUpNow')} onClick={() => show('register')} />
    </AuthDialogShell>
  );
}
