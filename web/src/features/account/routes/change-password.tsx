import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/features/account/api/change-password';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { Field } from '@/components/ui/form/field';
import { PasswordInput } from '@/components/ui/form/password-input';
import { useConfirmationSync } from '@/hooks/use-confirmation-sync';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/account/lib/schemas';
import { showServerErrors, sameNames } from '@/lib/forms/server-errors';

/** /dashboard/change-password (product §2): Old Password, Password, Confirm Password, Change. */
export function ChangePasswordRoute() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isValid } = form.formState;
  useConfirmationSync(form, 'password', 'confirmPassword');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
    } catch (error) {
      showServerErrors(error, form.setError, sameNames<ChangePasswordValues>('oldPassword', 'password', 'confirmPassword'));
    }
  });

  return (
    <DashboardPage title={tc('account.changePassword')} intro={t('password.intro')}>
      <Card className="max-w-xl">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <Field label={t('password.oldPassword')} error={errors.oldPassword?.message}>
            {(control) => <PasswordInput {...control} {...form.register('oldPassword')} autoComplete="current-password" />}
          </Field>
          <Field label={t('password.password')} error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
          </Field>
          <Field label={t('password.confirmPassword')} error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />}
          </Field>
          <p className="flex items-start gap-2 rounded-sm bg-surface-2 px-3 py-2.5 text-sm text-fg-muted">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            {t('password.note')}
          </p>
          <Button type="submit" size="lg" className="sm:self-start sm:px-10" disabled={!isValid} loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </form>
      </Card>
    </DashboardPage>
  );
}
