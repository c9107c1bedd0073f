import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '@/admin/features/auth/auth-card';
import { login } from '@/admin/features/auth/api';
import { useAdminSession } from '@/admin/lib/session';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { showServerErrors } from '@/lib/forms/server-errors';

const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
});
type Credentials = z.infer<typeof credentialsSchema>;

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'code') });
type CodeForm = z.infer<typeof codeSchema>;

/** Messages for a session the server ended (the 401's code); anything else reads as "your session ended". */
const ENDED = ['session.idle', 'session.expired', 'session.disabled', 'session.revoked'] as const;
type EndedCode = (typeof ENDED)[number];

function endedKey(code: string): `login.ended.${EndedCode | 'other'}` {
  return (ENDED as readonly string[]).includes(code) ? `login.ended.${code as EndedCode}` : 'login.ended.other';
}

/**
 * The operator's login: username and password, then — when the operator enrolled a second factor and the
 * server answers 401 `admin.totp_required` — the authenticator's six digits, sent again with the password.
 */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const token = useAdminSession((state) => state.token);
  const endedBecause = useAdminSession((state) => state.endedBecause);
  const signIn = useAdminSession((state) => state.signIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [pending, setPending] = useState<Credentials | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const credentials = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });
  const codeForm = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  if (token) return <Navigate to={from} replace />;

  function enter(newToken: string) {
    queryClient.clear();
    signIn(newToken);
    void navigate(from, { replace: true });
  }

  const submitCredentials = credentials.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await login(values);
      enter(session.token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'admin.totp_required') {
        setPending(values);
        return;
      }
      if (error instanceof ApiError && error.status !== 422) setFailure(error.message);
      else showServerErrors(error, credentials.setError, { username: 'username', password: 'password' });
    }
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (!pending) return;
    setFailure(null);
    try {
      const session = await login({ ...pending, code });
      enter(session.token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'admin.totp_invalid') {
        codeForm.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError) {
        // The password no longer passes (rate limit, disabled): start over with the server's reason.
        setPending(null);
        setFailure(error.message);
      }
    }
  });

  const fieldError = (message: string | undefined) => (message ? (message === 'required' ? t('form.required') : message === 'code' ? t('login.codeInvalid') : message) : undefined);

  return (
    <AuthCard
      icon={pending ? ShieldCheck : KeyRound}
      title={pending ? t('login.totpTitle') : t('login.title')}
      lead={pending ? t('login.totpLead') : t('login.lead')}
    >
      {!pending && endedBecause && !failure && (
        <p role="status" className="mb-5 rounded-sm bg-info-soft px-3 py-2.5 text-sm text-fg-strong">
          {t(endedKey(endedBecause))}
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-5 rounded-sm bg-danger-soft px-3 py-2.5 text-sm text-fg-strong">
          {failure}
        </p>
      )}
      {pending ? (
        <form noValidate onSubmit={(event) => void submitCode(event)} className="flex flex-col gap-4">
          <Field label={t('login.code')} error={fieldError(codeForm.formState.errors.code?.message)} hint={t('login.codeHint')}>
            {(control) => (
              <Input
                {...control}
                {...codeForm.register('code')}
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="text-center text-lg tracking-[0.4em]"
              />
            )}
          </Field>
          <Button type="submit" loading={codeForm.formState.isSubmitting} className="mt-1">
            {t('login.verify')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setPending(null);
              codeForm.reset();
            }}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('login.back')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void submitCredentials(event)} className="flex flex-col gap-4">
          <Field label={t('login.username')} error={fieldError(credentials.formState.errors.username?.message)}>
            {(control) => <Input {...control} {...credentials.register('username')} autoComplete="username" autoFocus />}
          </Field>
          <Field label={t('login.password')} error={fieldError(credentials.formState.errors.password?.message)}>
            {(control) => <Input {...control} {...credentials.register('password')} type="password" autoComplete="current-password" />}
          </Field>
          <Button type="submit" loading={credentials.formState.isSubmitting} className="mt-1">
            {t('login.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
