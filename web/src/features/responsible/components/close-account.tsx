import { DoorClosed } from 'lucide-react';
import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form/field-error';
import { PasswordInput } from '@/components/ui/form/password-input';
import { useCloseAccount } from '@/features/responsible/api/close-account';
import { Panel } from '@/features/responsible/components/section';
import { ApiError } from '@/lib/api/client';

/** Account closure: a short card, then a dialog with the password. A refusal (a balance left) links to Withdraw. */
export function CloseAccount() {
  const { t } = useTranslation('responsible');
  const [open, setOpen] = useState(false);
  return (
    <Panel className="flex flex-wrap items-center gap-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-surface-3 text-fg-strong">
        <DoorClosed aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-fg-strong">{t('close.title')}</h3>
        <p className="text-xs text-fg-muted">{t('close.intro')}</p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('close.action')}
      </Button>
      {open && <CloseDialog onClose={() => setOpen(false)} />}
    </Panel>
  );
}

function CloseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('responsible');
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const id = useId();
  // 409: the server refuses while money remains (balance or a pending payment): show it with the way out.
  const refused = close.error instanceof ApiError && close.error.status === 409;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password) close.mutate(password);
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !close.isPending && onClose()}>
      <DialogContent title={t('close.dialogTitle')} closeLabel={t('close.closeLabel')}>
        <DialogDescription className="text-sm text-fg">{t('close.body')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-fg">
              {t('close.password')}
            </label>
            <PasswordInput
              id={id}
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={close.isError && !refused ? true : undefined}
              aria-describedby={close.isError ? `${id}-error` : undefined}
            />
            {close.isError && !refused && <FieldError id={`${id}-error`} message={close.error.message} />}
          </div>
          {refused && (
            <div id={`${id}-error`} role="alert" className="flex flex-col gap-3 rounded-sm bg-accent-soft p-3 text-sm text-fg-strong">
              <p>{close.error?.message}</p>
              <Button asChild size="sm" className="self-start">
                <Link to="/dashboard/withdraw" onClick={onClose}>
                  {t('close.withdraw')}
                </Link>
              </Button>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" disabled={close.isPending} onClick={onClose}>
              {t('close.cancel')}
            </Button>
            <Button type="submit" disabled={!password} loading={close.isPending || close.isSuccess}>
              {t('close.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
