import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { PaymentField as PaymentFieldData } from '@/features/wallet/api/types';
import { LiraInput } from '@/features/wallet/components/lira-input';
import { MaskedTextInput } from '@/features/wallet/components/masked-text-input';
import { useFieldLabel } from '@/features/wallet/hooks/use-field-label';
import { AMOUNT_KEY, FIELD_TYPE, PASTE_KEYS, controlOf } from '@/features/wallet/lib/field-types';
import type { AmountLimits, PaymentFormValues } from '@/features/wallet/lib/payment-form';

/** Browser autofill hints for the keys that have one. */
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  CardNo: 'cc-number',
  CardHolder: 'cc-name',
  Expiry: 'cc-exp',
  AccountHolder: 'name',
};

/** Spin steps: ₺10 for a decimal amount, 1 for whole numbers. */
const stepOf = (objectType: number) => (objectType === FIELD_TYPE.decimal ? 10 : 1);

/** One server field as a labelled control bound to the form (product §5), with its first error or a hint. */
export function PaymentField({
  field,
  control,
  limits,
  hint,
}: {
  field: PaymentFieldData;
  control: Control<PaymentFormValues>;
  limits?: AmountLimits;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const label = useFieldLabel()(field.key);
  const { field: bound, fieldState } = useController({ control, name: field.key });
  const kind = controlOf(field);
  const common = { ref: bound.ref, name: bound.name, onBlur: bound.onBlur };

  return (
    <Field label={label} error={fieldState.error?.message} hint={hint}>
      {(aria) => {
        switch (kind) {
          case 'masked':
            return (
              <MaskedTextInput
                {...aria}
                {...common}
                mask={field.mask ?? ''}
                value={bound.value}
                onValueChange={bound.onChange}
                pasteable={PASTE_KEYS.has(field.key)}
                autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
              />
            );
          case 'number': {
            const amount = field.key === AMOUNT_KEY ? limits : undefined;
            return (
              <LiraInput
                {...aria}
                {...common}
                value={bound.value}
                onValueChange={bound.onChange}
                decimals={field.objectType === FIELD_TYPE.decimal}
                step={stepOf(field.objectType)}
                min={amount?.min}
                max={amount?.max}
                placeholder="0,00"
              />
            );
          }
          case 'dropdown':
            return (
              <Select
                name={bound.name}
                value={bound.value}
                onValueChange={(value) => {
                  bound.onChange(value);
                  bound.onBlur();
                }}
              >
                <SelectTrigger {...aria} ref={bound.ref} className="h-11 w-full bg-surface-0 ring-line-strong aria-invalid:ring-danger">
                  <SelectValue placeholder={t('dialog.select')} />
                </SelectTrigger>
                <SelectContent>
                  {field.option?.map((option) => (
                    <SelectItem key={option.id} value={String(option.id)}>
                      {option.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            );
          case 'text':
            return (
              <Input
                {...aria}
                {...common}
                value={bound.value}
                onChange={bound.onChange}
                autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
                spellCheck={false}
              />
            );
        }
      }}
    </Field>
  );
}
