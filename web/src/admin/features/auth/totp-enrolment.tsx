import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, LogOut, ShieldPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AuthCard } from '@/admin/features/auth/auth-card';
import { confirmTotp, startTotp } from '@/admin/features/auth/api';
import { IconButton } from '@/admin/components/icon-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { notify } from '@/lib/toast';

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'code') });
type CodeForm = z.infer<typeof codeSchema>;

/**
 * Two-factor enrolment, when the server requires it before anything else (`totpRequired`, or a 403
 * `admin.totp_enrolment_required`): a new secret to type into an authenticator (or its otpauth link), then the
 * first code to confirm it.
 */
export function TotpEnrolment({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const setup = useMutation({ mutationFn: startTotp });
  const form = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmTotp(code);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'me'] });
    } catch (error) {
      if (error instanceof ApiError) form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
    }
  });

  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(() => notify.success(t('totp.copied')));
  };

  const secret = setup.data;
  return (
    <AuthCard icon={ShieldPlus} title={t('totp.title')} lead={t('totp.lead')}>
      {!secret ? (
        <div className="flex flex-col gap-3">
          <Button onClick={() => setup.mutate()} loading={setup.isPending}>
            {t('totp.start')}
          </Button>
          <Button variant="ghost" onClick={onLogout}>
            <LogOut aria-hidden className="size-4" />
            {t('shell.logout')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-medium text-fg">{t('totp.secret')}</p>
            <div className="mt-1.5 flex items-center gap-2 rounded-sm bg-surface-0 px-3 py-2 ring-1 ring-line">
              <code className="min-w-0 flex-1 font-mono text-sm break-all text-fg-strong" data-testid="totp-secret">
                {secret.secret}
              </code>
              <IconButton aria-label={t('totp.copySecret')} onClick={() => copy(secret.secret)}>
                <Copy aria-hidden className="size-4" />
              </IconButton>
            </div>
          </div>
          <div>
            <p className="text-sm font-medium text-fg">{t('totp.link')}</p>
            <p className="mt-1.5 rounded-sm bg-surface-0 px-3 py-2 font-mono text-xs break-all text-fg-muted ring-1 ring-line">
              {secret.otpauthUrl}
            </p>
          </div>
          <Field
            label={t('login.code')}
            error={form.formState.errors.code?.message === 'code' ? t('login.codeInvalid') : form.formState.errors.code?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="text-center text-lg tracking-[0.4em]"
              />
            )}
          </Field>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('totp.confirm')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
