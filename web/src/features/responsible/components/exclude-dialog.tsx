import { Check } from 'lucide-react';
import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form/field-error';
import { PasswordInput } from '@/components/ui/form/password-input';
import { type ExclusionKind, useExclude } from '@/features/responsible/api/exclude';

export type ExclusionPeriod = '24h' | '7d' | '30d' | '6w' | '6m' | '1y' | '5y' | 'permanent';

/**
 * The confirmation of a time-out or self-exclusion: what it means in plain words, then the password. On success
 * every session ends (the player is logged out here and sees why on the next page).
 */
export function ExcludeDialog({
  kind,
  period,
  onClose,
}: {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  onClose: () => void;
}) {
  const { t } = useTranslation('responsible');
  const exclude = useExclude(kind);
  const [password, setPassword] = useState('');
  const id = useId();
  const periodName = t(`exclusion.period.${period}`).toLocaleLowerCase();
  const title =
    kind === 'timeout'
      ? t('exclusion.dialogTimeout', { period: periodName })
      : period === 'permanent'
        ? t('exclusion.dialogSelfPermanent')
        : t('exclusion.dialogSelf', { period: periodName });
  const means = [
    t('exclusion.meansNow'),
    t('exclusion.meansLogin'),
    t('exclusion.meansNoEarly'),
    t('exclusion.meansBonus'),
    ...(kind === 'selfExclusion' ? [t(period === 'permanent' ? 'exclusion.meansPermanent' : 'exclusion.meansReopen')] : []),
  ];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password) exclude.mutate({ period, password });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !exclude.isPending && onClose()}>
      <DialogContent title={title} closeLabel={t('exclusion.close')}>
        <DialogDescription className="text-sm font-medium text-fg">{t('exclusion.meansTitle')}</DialogDescription>
        <ul className="mt-3 flex flex-col gap-2.5">
          {means.map((line) => (
            <li key={line} className="flex items-start gap-2.5 text-sm text-fg">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              {line}
            </li>
          ))}
        </ul>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-fg">
              {t('exclusion.password')}
            </label>
            <PasswordInput
              id={id}
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={exclude.isError ? true : undefined}
              aria-describedby={exclude.isError ? `${id}-error` : undefined}
            />
            {exclude.isError && <FieldError id={`${id}-error`} message={exclude.error.message} />}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" disabled={exclude.isPending} onClick={onClose}>
              {t('exclusion.cancel')}
            </Button>
            <Button type="submit" disabled={!password} loading={exclude.isPending || exclude.isSuccess}>
              {t(kind === 'timeout' ? 'exclusion.submitTimeout' : 'exclusion.submitSelf')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
