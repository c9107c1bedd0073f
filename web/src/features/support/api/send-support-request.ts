import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrapReply } from '@/lib/api/client';
import type { SupportRequestBody } from '@/lib/api/types';

/**
 * `POST support/requests`: a contact message or a call-back request, tied to the player when logged
 * in. Resolves with the reference and the server's acknowledgement; failures are the form's to show
 * (field errors inline, the rest — a rate limit — as a toast).
 */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (body: SupportRequestBody) =>
      unwrapReply(apiClient.POST('/api/support/requests', { body }), { errorToast: false }),
  });
}
