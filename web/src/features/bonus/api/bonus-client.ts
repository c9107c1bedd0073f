import { apiClient, type CallOptions, unwrap } from '@/lib/api/client';

/**
 * The bonus paths through the app's client (its headers, its 401 handling, its envelope), called by path:
 * they are not in the OpenAPI document yet (see `types.ts`). Failures are not toasted here: each screen says
 * what went wrong where the player is looking.
 */
interface UntypedResult {
  data?: { success: boolean; message?: string | null; data?: unknown };
  error?: unknown;
  response: Response;
}

interface UntypedClient {
  GET: (path: string, init: { signal?: AbortSignal }) => Promise<UntypedResult>;
  POST: (path: string, init: { body?: unknown; signal?: AbortSignal }) => Promise<UntypedResult>;
}

const client = apiClient as unknown as UntypedClient;

export function bonusGet<T>(path: `/api/bonus/${string}`, signal?: AbortSignal, options: CallOptions = { errorToast: false }): Promise<T> {
  return unwrap(client.GET(path, signal ? { signal } : {}), options) as Promise<T>;
}

export function bonusPost<T>(
  path: `/api/bonus/${string}`,
  body: unknown,
  signal?: AbortSignal,
  options: CallOptions = { errorToast: false },
): Promise<T> {
  return unwrap(client.POST(path, signal ? { body, signal } : { body }), options) as Promise<T>;
}
