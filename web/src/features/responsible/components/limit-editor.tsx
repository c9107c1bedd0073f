import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { Input } from '@/components/ui/input';

/**
 * The inline form that sets, changes or removes one limit: the value typed, parsed by `parse` (null: invalid,
 * `invalid` shown), Save, Remove (when there is a limit) and Cancel.
 */
export function LimitEditor({
  label,
  initial,
  parse,
  invalid,
  inputMode,
  canRemove,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  parse: (text: string) => number | null;
  invalid: string;
  inputMode: 'decimal' | 'numeric';
  canRemove: boolean;
  pending: boolean;
  onSave: (amount: number | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const amount = parse(text);
    if (amount === null) {
      setError(invalid);
      return;
    }
    onSave(amount);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2 rounded-sm bg-surface-2 p-3">
      <label htmlFor={id} className="text-xs font-medium text-fg">
        {label}
      </label>
      <Input
        id={id}
        autoFocus
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-note`}
        className="h-10"
      />
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-note`} className="text-xs text-fg-muted">
          {t('limits.raiseNote')}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {t('limits.save')}
        </Button>
        {canRemove && (
          <Button variant="outline" size="sm" disabled={pending} onClick={() => onSave(null)}>
            {t('limits.remove')}
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={pending} onClick={onCancel}>
          {t('limits.cancel')}
        </Button>
      </div>
    </form>
  );
}
