import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore, selectIsLoggedIn } from '@/stores/auth-store';
import { authFormQueryOptions } from '@/features/auth/api/get-auth-form';
import { useLanguage } from '@/lib/i18n';
import { afterLoadIdle } from '@/lib/idle';

/**
 * Visitors are likely to sign up: once the page is idle, fetch the sign-up form's data (in the
 * current language) so the dialog opens with its countries ready. Not part of start-up.
 */
export function usePrefetchAuthForm(): void {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);

  useEffect(() => {
    if (isLoggedIn) return;
    // A failure here is silent: the dialog will load (and report) it when opened.
    return afterLoadIdle(() => void queryClient.query(authFormQueryOptions(language)).catch(() => undefined));
  }, [queryClient, language, isLoggedIn]);
}
