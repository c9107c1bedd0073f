import { useProfile } from '@/features/account/api/get-profile';
import type { SupportPrefill } from '@/features/support/components/support-form';
import { SupportRoute } from '@/features/support/routes/support';
import { useAuthStore } from '@/stores/auth-store';

/** /support with a player's name (from the profile) and phone (from the session) filled in. */
export function SupportPage() {
  const session = useAuthStore((state) => state.session);
  const profile = useProfile(session !== null);
  let prefill: SupportPrefill | null | undefined = null;
  if (session) {
    const name = profile.data ? `${profile.data.name} ${profile.data.surname}` : '';
    prefill = profile.isPending ? undefined : { name, phone: session.phone };
  }
  return <SupportRoute prefill={prefill} />;
}
