import type { KeyboardEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/form/field-error';
import { MaskedInput } from '@/components/ui/form/masked-input';
import type { RegisterValues } from '@/features/auth/lib/schemas';

type Part = 'birthDateDay' | 'birthDateMonth' | 'birthDateYear';
const PARTS: readonly Part[] = ['birthDateDay', 'birthDateMonth', 'birthDateYear'];
const AUTOCOMPLETE: Record<Part, string> = { birthDateDay: 'bday-day', birthDateMonth: 'bday-month', birthDateYear: 'bday-year' };
/** What a player types between day, month and year (`5/3/1990`, `5.3.1990`, `5-3-1990`, `5 3 1990`). */
const SEPARATORS = new Set(['/', '.', '-', ' ', ',']);
const ERROR_ID = 'register-birth-error';

/**
 * The birth date as three boxes (product §2: day, month, year). A full box moves on to the next; a separator typed
 * after a one-digit day or month pads it (`5` → `05`) and moves on; Backspace in an empty box goes back to the
 * end of the previous one.
 */
export function BirthDateFields({ form }: { form: UseFormReturn<RegisterValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const error = errors.birthDateDay?.message ?? errors.birthDateMonth?.message ?? errors.birthDateYear?.message;
  const labels: Record<Part, [string, string]> = {
    birthDateDay: [t('register.day'), t('register.dayPlaceholder')],
    birthDateMonth: [t('register.month'), t('register.monthPlaceholder')],
    birthDateYear: [t('register.year'), t('register.yearPlaceholder')],
  };

  const focusEnd = (part: Part) => {
    form.setFocus(part);
    const input = document.activeElement;
    if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    index: number,
    { value, onChange }: { value: string; onChange: (value: string) => void },
  ) => {
    const next = PARTS[index + 1];
    const previous = PARTS[index - 1];
    if (SEPARATORS.has(event.key)) {
      event.preventDefault();
      if (!next || !value) return;
      if (value.length === 1) onChange(value.padStart(2, '0'));
      focusEnd(next);
    } else if (event.key === 'Backspace' && !value && previous) {
      event.preventDefault();
      focusEnd(previous);
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('register.birthDate')}</legend>
      <div className="grid grid-cols-[1fr_1fr_1.6fr] gap-2">
        {PARTS.map((part, index) => {
          const [label, placeholder] = labels[part];
          const next = PARTS[index + 1];
          return (
            <Controller
              key={part}
              control={form.control}
              name={part}
              render={({ field, fieldState }) => (
                <MaskedInput
                  ref={field.ref}
                  name={field.name}
                  mask={'0'.repeat(part === 'birthDateYear' ? 4 : 2)}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  onComplete={next ? () => form.setFocus(next) : undefined}
                  onKeyDown={(event) => onKeyDown(event, index, field)}
                  aria-label={label}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={error ? ERROR_ID : undefined}
                  placeholder={placeholder}
                  autoComplete={AUTOCOMPLETE[part]}
                  className="text-center"
                />
              )}
            />
          );
        })}
      </div>
      {error && <FieldError id={ERROR_ID} message={error} />}
    </fieldset>
  );
}
