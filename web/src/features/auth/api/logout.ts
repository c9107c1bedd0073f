import { endSession } from '@/features/auth/api/end-session';
import { apiClient, unwrap } from '@/lib/api/client';

/**
 * Product §4 logout: tells the server (`GET auth/logout`), then ends the session here whatever it
 * answered — clears local and session storage, goes to / and reloads after 300 ms.
 */
export async function logout(): Promise<void> {
  try {
    await unwrap(apiClient.GET('/api/auth/logout'), { errorToast: false });
  } catch {
    // An unreachable or already-ended session is still ended on this device.
  }
  endSession();
}
