import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { ApiError } from '@/lib/api/client';
import { showServerErrors, sameNames } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n';
import type { PaymentField as PaymentFieldData, PaymentMethod, PaymentType } from '@/features/wallet/api/types';
import { type PaymentOutcome, useSubmitPayment } from '@/features/wallet/api/submit-payment';
import { PaymentField } from '@/features/wallet/components/payment-field';
import { QuickAmounts } from '@/features/wallet/components/quick-amounts';
import { AMOUNT_KEY } from '@/features/wallet/lib/field-types';
import { emptyValues, paymentSchema, toDetail, type PaymentFormValues } from '@/features/wallet/lib/payment-form';

/** The withdrawal's refusal while a bonus is active (issue 20): the player is sent to forfeit or finish it. */
const BONUS_ACTIVE = 'bonus.active';

/**
 * The form of a payment method, built from the server's fields (product §5): every field required,
 * Submit disabled until all are valid, values converted before sending, a 422's field errors
 * shown under their fields.
 */
export function PaymentForm({
  method,
  type,
  fields,
  onDone,
}: {
  method: PaymentMethod;
  type: PaymentType;
  fields: readonly PaymentFieldData[];
  onDone: (outcome: PaymentOutcome) => void;
}) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const submit = useSubmitPayment(type);
  const limits = useMemo(() => ({ min: method.min, max: method.max }), [method.min, method.max]);
  const schema = useMemo(() => paymentSchema(fields, limits), [fields, limits]);
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptyValues(fields),
  });

  // A refusal that is not about a field (a deposit limit, an exclusion) stays in the form in the server's words,
  // besides the toast: it says what is left and until when.
  const [refusal, setRefusal] = useState<{ message: string; code: string | null } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      onDone(await submit.mutateAsync({ id: method.id, target: 'pay', detail: toDetail(fields, values) }));
    } catch (error) {
      showServerErrors(error, form.setError, sameNames<PaymentFormValues>(...fields.map(({ key }) => key)));
      if (error instanceof ApiError && error.status !== 0 && Object.keys(error.errors).length === 0) {
        setRefusal({ message: error.message, code: error.code });
      }
    }
  });

  const money = (amount: number) => formatMoney(amount, language);
  const amountHint = (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5 tabular-nums">
      <span>{t('dialog.limits', { min: money(method.min), max: money(method.max) })}</span>
      {method.fee > 0 && <span className="text-accent">{t('dialog.fee', { fee: money(method.fee) })}</span>}
    </span>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {fields.map((field) => (
        <div key={field.key} className="flex flex-col gap-2.5">
          <PaymentField
            field={field}
            control={form.control}
            limits={limits}
            hint={field.key === AMOUNT_KEY ? amountHint : undefined}
          />
          {field.key === AMOUNT_KEY && (
            <QuickAmounts
              min={method.min}
              max={method.max}
              onPick={(value) => form.setValue(AMOUNT_KEY, value, { shouldValidate: true, shouldTouch: true })}
            />
          )}
        </div>
      ))}
      {refusal && (
        <p role="alert" className="flex items-start gap-2 rounded-sm bg-danger-soft px-3 py-2.5 text-sm text-fg-strong">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>
            {refusal.message}
            {/* A withdrawal with an active bonus: the way to complete or forfeit it. */}
            {refusal.code === BONUS_ACTIVE && (
              <Link to="/dashboard/claim-bonus" className="mt-1 block font-semibold text-accent underline-offset-2 hover:underline">
                {t('dialog.bonusAction')}
              </Link>
            )}
          </span>
        </p>
      )}
      <p className="flex items-start gap-2 text-xs text-fg-muted">
        <Lock aria-hidden className="mt-px size-3.5 shrink-0" />
        {t('dialog.secure')}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={!form.formState.isValid} loading={submit.isPending}>
        {t('dialog.submit')}
      </Button>
    </form>
  );
}
