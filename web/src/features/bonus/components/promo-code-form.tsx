import { TicketPercent } from 'lucide-react';
import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { Input } from '@/components/ui/input';

/** The promo-code field: a code claims its campaign; the server's refusal shows under the field. */
export function PromoCodeForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('bonus');
  const id = useId();
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md bg-surface-1 p-5 shadow-card ring-1 ring-line sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-md bg-surface-2 text-accent">
          <TicketPercent aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-fg-strong">
            {t('code.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('code.intro')}</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            {t('code.label')}
          </label>
          <Input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder={t('code.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-semibold tracking-wider uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && <FieldError id={`${id}-error`} message={error} />}
        </div>
        <Button type="submit" className="h-11 sm:w-40" disabled={!trimmed} loading={pending}>
          {t('code.submit')}
        </Button>
      </form>
    </section>
  );
}
