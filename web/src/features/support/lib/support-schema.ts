import { z } from 'zod';
import { email, phone, text, validationMessage } from '@/lib/forms/validation';
import type { SupportRequestBody } from '@/lib/api/types';

/** The contract's kinds: write to us (`message`) or call me back (`callback`). */
export const SUPPORT_KINDS = ['message', 'callback'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

/** The contract's call-back times: any, 09–12, 12–18, 18–22. */
export const PREFERRED_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** The contract's limits: a message of 10 to 2000 characters (required when writing to us). */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/** `?type=callback` opens the form on the call-back request. */
export function kindFromSearch(search: URLSearchParams): SupportKind {
  return search.get('type') === 'callback' ? 'callback' : 'message';
}

export const supportSchema = z
  .object({
    kind: z.enum(SUPPORT_KINDS),
    name: text(2, 80),
    phone: phone(),
    email: z.union([z.literal(''), email()]),
    preferredTime: z.enum(PREFERRED_TIMES),
    message: z.string().max(MESSAGE_MAX, validationMessage('length', { min: MESSAGE_MIN, max: MESSAGE_MAX })),
  })
  .superRefine((values, ctx) => {
    const length = values.message.trim().length;
    if (values.kind === 'message' && length === 0) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: validationMessage('required') });
    } else if (values.kind === 'message' && length < MESSAGE_MIN) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: validationMessage('min', { min: MESSAGE_MIN }) });
    }
  });

export type SupportValues = z.infer<typeof supportSchema>;

/** The request the form's values make: the preferred time only for a call-back, empty fields left out. */
export function toSupportRequest(values: SupportValues): SupportRequestBody {
  const message = values.message.trim();
  return {
    kind: values.kind,
    name: values.name.trim(),
    phone: values.phone,
    ...(values.email ? { email: values.email } : {}),
    ...(values.kind === 'callback' ? { preferredTime: values.preferredTime } : {}),
    ...(message ? { message } : {}),
  };
}
