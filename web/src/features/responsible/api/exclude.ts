import { useMutation } from '@tanstack/react-query';
import { endSession } from '@/features/auth/api/end-session';
import { rememberSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { apiClient, unwrap } from '@/lib/api/client';
import type { ExcludeRequest } from '@/lib/api/types';

/** A time-out (24 h … 6 weeks) or a self-exclusion (6 months … permanent). */
export type ExclusionKind = 'timeout' | 'selfExclusion';

const PATHS = {
  timeout: '/api/customer/responsiblegaming/timeout',
  selfExclusion: '/api/customer/responsiblegaming/selfexclusion',
} as const;

/**
 * `POST customer/responsiblegaming/timeout` or `…/selfexclusion`: in force at once and every session ends,
 * this one too. The explanation is kept for the page after the logout's reload, then the session ends here.
 * A wrong password or a refusal rejects (the dialog shows the message under the password).
 */
export function useExclude(kind: ExclusionKind) {
  return useMutation({
    mutationFn: (body: ExcludeRequest) => unwrap(apiClient.POST(PATHS[kind], { body }), { errorToast: false }),
    onSuccess: ({ exclusion }) => {
      endSession();
      rememberSessionEnd({ reason: 'excluded', exclusion });
    },
  });
}
