import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Moon, PenLine, PhoneCall, Sun, Sunset, type LucideIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { PhoneField } from '@/components/ui/form/phone-fields';
import { Input, Textarea } from '@/components/ui/input';
import { useSendSupportRequest } from '@/features/support/api/send-support-request';
import { ChoiceCard } from '@/features/support/components/choice-card';
import {
  MESSAGE_MIN,
  PREFERRED_TIMES,
  type PreferredTime,
  SUPPORT_KINDS,
  type SupportKind,
  type SupportValues,
  supportSchema,
  toSupportRequest,
} from '@/features/support/lib/support-schema';
import type { SupportRequestReceipt } from '@/lib/api/types';
import { sameNames, showServerErrors } from '@/lib/forms/server-errors';
import { PHONE_PREFIX } from '@/lib/forms/validation';

const KIND_ICONS: Record<SupportKind, LucideIcon> = { message: PenLine, callback: PhoneCall };
const TIME_ICONS: Record<PreferredTime, LucideIcon> = { any: Clock, morning: Sun, afternoon: Sunset, evening: Moon };

export interface SupportPrefill {
  name: string;
  phone: string;
}

export interface SupportSent extends SupportRequestReceipt {
  message: string | null;
}

/**
 * The contact form: write to us, or ask for a call back at a preferred time. A player's name and
 * phone come filled in; the server's field errors show under their fields, anything else (a rate
 * limit) as a toast.
 */
export function SupportForm({
  kind,
  onKindChange,
  prefill,
  onSent,
}: {
  kind: SupportKind;
  onKindChange: (kind: SupportKind) => void;
  prefill: SupportPrefill | null;
  onSent: (sent: SupportSent) => void;
}) {
  const { t } = useTranslation('support');
  const send = useSendSupportRequest();
  const form = useForm<SupportValues>({
    resolver: zodResolver(supportSchema),
    mode: 'onTouched',
    defaultValues: {
      kind,
      name: prefill?.name ?? '',
      phone: prefill?.phone ?? PHONE_PREFIX,
      email: '',
      preferredTime: 'any',
      message: '',
    },
  });
  const { errors } = form.formState;
  const callback = useWatch({ control: form.control, name: 'kind' }) === 'callback';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await send.mutateAsync(toSupportRequest(values));
      onSent({ ...data, message });
    } catch (error) {
      showServerErrors(error, form.setError, sameNames<SupportValues>('name', 'phone', 'email', 'preferredTime', 'message'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-fg">{t('kind.label')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SUPPORT_KINDS.map((option) => (
            <ChoiceCard
              key={option}
              icon={KIND_ICONS[option]}
              title={t(`kind.${option}`)}
              body={t(`kind.${option}Body`)}
              value={option}
              {...form.register('kind', { onChange: () => onKindChange(form.getValues('kind')) })}
            />
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>
        <PhoneField control={form.control} name="phone" label={t('form.phone')} />
      </div>

      <Field
        label={
          <>
            {t('form.email')} <span className="font-normal text-fg-muted">({t('form.optional')})</span>
          </>
        }
        error={errors.email?.message}
        hint={t('form.emailHint')}
      >
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>

      {callback && (
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-fg">{t('form.preferredTime')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {PREFERRED_TIMES.map((time) => (
              <ChoiceCard
                key={time}
                compact
                icon={TIME_ICONS[time]}
                title={t(`time.${time}`)}
                body={t(`time.${time}Hours`)}
                value={time}
                {...form.register('preferredTime')}
              />
            ))}
          </div>
        </fieldset>
      )}

      <Field
        label={
          callback ? (
            <>
              {t('form.note')} <span className="font-normal text-fg-muted">({t('form.optional')})</span>
            </>
          ) : (
            t('form.message')
          )
        }
        error={errors.message?.message}
        hint={callback ? t('form.noteHint') : t('form.messageHint', { min: MESSAGE_MIN })}
      >
        {(control) => <Textarea {...control} {...form.register('message')} rows={callback ? 3 : 6} />}
      </Field>

      <Button type="submit" size="lg" className="sm:self-start sm:px-10" loading={send.isPending}>
        {callback ? t('form.sendCallback') : t('form.sendMessage')}
      </Button>
    </form>
  );
}
