import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESPONSIBLE_KEY } from '@/features/responsible/api/get-overview';
import { apiClient, unwrap } from '@/lib/api/client';
import type { LimitRequest } from '@/lib/api/types';

/**
 * `POST customer/responsiblegaming/limits`: sets, lowers, raises or removes one limit (`kind: 'session'` for the
 * minutes per login). The server's message (in force now, or waiting 24 hours) is the success toast.
 */
export function useChangeLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitRequest) =>
      unwrap(apiClient.POST('/api/customer/responsiblegaming/limits', { body }), { successToast: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESPONSIBLE_KEY }),
  });
}

/** `POST customer/responsiblegaming/confirm`: takes a raise or removal once its 24 hours have passed. */
export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: string; period: string }) =>
      unwrap(apiClient.POST('/api/customer/responsiblegaming/confirm', { body }), { successToast: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESPONSIBLE_KEY }),
  });
}
