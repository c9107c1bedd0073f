import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendPhoneCode, useVerifyPhoneCode } from '@/features/auth/api/update-phone';
import { codeSchema, type CodeValues, phoneSchema, type PhoneValues } from '@/features/auth/lib/schemas';
import { applyServerErrors } from '@/lib/forms/server-errors';

/*
 * The two forms of `customer/updatephone` (spec §4), behind the registration and SMS dialogs and the
 * dashboard's phone verification page alike; each screen lays them out its own way.
 */

/** Step 1: the phone; submitting sends it a code, then `onSent` gets the number the code went to. */
export function useSendCodeForm({ defaultPhone, onSent }: { defaultPhone: string; onSent: (phone: string) => void }) {
  const sendCode = useSendPhoneCode();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone },
  });
  const onSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      await sendCode.mutateAsync({ phone });
      onSent(phone);
    } catch (error) {
      applyServerErrors(error, form.setError, { phone: 'phone' });
    }
  });
  return { form, onSubmit, sending: sendCode.isPending };
}

/** Step 2: the code sent to `phone`; submitting checks it, then `onVerified` runs. */
export function useVerifyCodeForm({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const verify = useVerifyPhoneCode();
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ phone, code });
      onVerified();
    } catch (error) {
      // Spec §4: a failed code check clears the field, so the next code can be typed straight away.
      form.reset({ code: '' });
      applyServerErrors(error, form.setError, { code: 'code' });
      form.setFocus('code');
    }
  });
  return { form, onSubmit, verifying: verify.isPending };
}
