import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, useLanguage } from '@/lib/i18n';
import type { FinancialRequest } from '@/features/wallet/api/types';
import { FINANCIAL_KEY } from '@/features/wallet/api/wallet-cache';

/** The financial history's page size. */
export const FINANCIAL_PAGE_SIZE = 20;

/** `POST transaction/financial`: one page of the player's deposits and withdrawals, newest first. */
export function financialQueryOptions(request: FinancialRequest, language: Language) {
  return queryOptions({
    queryKey: [...FINANCIAL_KEY, request, language] as const,
    queryFn: ({ signal }) =>
      unwrap(apiClient.POST('/api/transaction/financial', { body: request, signal }), { errorToast: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFinancial(request: FinancialRequest) {
  const language = useLanguage();
  return useQuery(financialQueryOptions(request, language));
}
