import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendPhoneCode, useVerifyPhoneCode } from '@/features/auth/api/update-phone';
import { codeSchema, type CodeValues, phoneSchema, type PhoneValues } from '@/features/auth/lib/schemas';
import { showErrorToast } from '@/lib/api/client';
import { showServerErrors } from '@/lib/forms/server-errors';
import type { SentCode } from '@/lib/sent-code';

/*
 * The two forms of `customer/updatephone` (product §4), behind the registration and SMS dialogs and the
 * dashboard's phone verification page alike; each screen lays them out its own way.
 */

/** Step 1: the phone; submitting sends it a code, then `onSent` gets where and when it went. */
export function useSendCodeForm({ defaultPhone, onSent }: { defaultPhone: string; onSent: (sent: SentCode) => void }) {
  const sendCode = useSendPhoneCode();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone },
  });
  const onSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      onSent(await sendCode.mutateAsync({ phone }));
    } catch (error) {
      showServerErrors(error, form.setError, { phone: 'phone' });
    }
  });
  return { form, onSubmit, sending: sendCode.isPending };
}

/**
 * Sends a code to `phone` without a form (the dashboard's own number, 'Click to resend'): a failure shows as a
 * toast and rejects, so the resend link stays offered.
 */
export function useSendCodeTo() {
  const sendCode = useSendPhoneCode();
  const send = (phone: string) =>
    sendCode.mutateAsync({ phone }).catch((error: unknown) => {
      showErrorToast(error);
      throw error;
    });
  return { send, sending: sendCode.isPending };
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
      // Product §4: a failed code check clears the field, so the next code can be typed straight away.
      form.reset({ code: '' });
      showServerErrors(error, form.setError, { code: 'code' });
      form.setFocus('code');
    }
  });
  return { form, onSubmit, verifying: verify.isPending };
}
