import createClient, { type Middleware } from 'openapi-fetch';
import { recordDevOutbox } from '@/lib/api/dev-outbox';
import type { paths } from '@/lib/api/schema';
import { ensureFingerprint, getFingerprint } from '@/lib/fingerprint';
import { currentLanguage, i18next } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** Field-level validation messages (`errors` of a 422), already localized by the server. */
export type FieldErrors = Record<string, string[]>;

/** Every body the server sends (architecture §4). */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T;
  code?: string;
  errors?: FieldErrors | null;
}

/**
 * A call that did not succeed: the server answered `success: false` (any status), answered
 * something that is not our envelope, or could not be reached (`status` 0, `code` "network").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  readonly errors: FieldErrors;

  constructor(init: { status: number; code: string | null; message: string; errors?: FieldErrors | null }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
  }
}

/** How the client reaches the session without depending on the auth feature (wired in app/bootstrap.ts). */
export interface SessionBridge {
  getToken: () => string | null;
  /** A 401, with the envelope's code: `session.<reason>` when the session was ended elsewhere. */
  onUnauthorized: (code: string | null) => void;
}

let session: SessionBridge = { getToken: () => null, onUnauthorized: () => undefined };

export function connectSession(bridge: SessionBridge): void {
  session = bridge;
}

/** The envelope's `code` of a failed response, read from a copy so the caller still reads the body. */
async function codeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * The reads the spec makes POSTs (a body names what to read), which a visitor makes on the landing pages: the
 * carousel's slides, the site options, a lobby's games, the top winners. They change nothing and open no session.
 */
const VISITOR_READ_POSTS: ReadonlySet<string> = new Set([
  '/api/cms/sliderlist',
  '/api/cms/siteoptionlist',
  '/api/casino/games',
  '/api/transaction/topwinners',
]);

/**
 * Whether a call must wait for the visitor id (docs/decisions.md, "The fingerprint off the critical path"). A
 * visitor's reads (GETs and {@link VISITOR_READ_POSTS} without a session: start-up's site data, slides, lobbies) do
 * not: on a first visit they go without `x-fingerprint` while it is computed, so the first page never waits for it.
 * Everything else waits: what a session is opened or kept with (login, registration, recovery, any other POST) and
 * every call of a logged-in player.
 */
export function needsFingerprint(request: Request, token: string | null): boolean {
  if (token !== null) return true;
  return request.method !== 'GET' && !VISITOR_READ_POSTS.has(new URL(request.url).pathname);
}

const zarHeaders: Middleware = {
  async onRequest({ request }) {
    const token = session.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    request.headers.set('x-locale', currentLanguage());
    const fingerprint = needsFingerprint(request, token) ? await ensureFingerprint() : getFingerprint();
    if (fingerprint) request.headers.set('x-fingerprint', fingerprint);
    return request;
  },
  async onResponse({ response }) {
    recordDevOutbox(response);
    // 401 only ever means the session is gone (architecture §4): log out, whoever made the call.
    if (response.status === 401) session.onUnauthorized(await codeOf(response));
    return response;
  },
};

/** The typed client: `apiClient.GET('/api/auth/form')`. Paths and bodies come from schema.d.ts. */
export const apiClient = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  // Late-bound so test interceptors installed after import still see the calls.
  fetch: (request) => globalThis.fetch(request),
});
apiClient.use(zarHeaders);

export interface CallOptions {
  /**
   * Show a failure's message as an error toast (default true). A form that shows the failure itself
   * (`showServerErrors`: its fields inline, the rest as a toast) calls with false.
   */
  errorToast?: boolean;
  /** Show a success's message as a success toast (default false; product §8: register, phone, withdraw). */
  successToast?: boolean;
}

interface EnvelopeShape {
  success: boolean;
  message?: string | null;
  data?: unknown;
}

/** What an openapi-fetch call resolves to, reduced to what `unwrap` reads. */
interface ClientResult<E extends EnvelopeShape> {
  data?: E;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/**
 * A failure's message as an error toast (product §8), unless it is a 401 (the logout says why). Same id for the same
 * failure: a retried call updates its toast instead of stacking another.
 */
export function showErrorToast(error: unknown): void {
  if (!(error instanceof ApiError) || error.status === 401) return;
  notify.error(error.message, { id: `api:${error.code ?? error.status}:${error.message}` });
}

function fail(error: ApiError, options: CallOptions): never {
  if (options.errorToast !== false) showErrorToast(error);
  throw error;
}

/**
 * Awaits a typed client call and unwraps the envelope: resolves with `data` on success, throws
 * an {@link ApiError} otherwise (after an error toast unless `errorToast: false`).
 *
 *     const form = await unwrap(apiClient.GET('/api/auth/form', { signal }));
 */
export async function unwrap<E extends EnvelopeShape>(
  call: Promise<ClientResult<E>>,
  options: CallOptions = {},
): Promise<E['data']> {
  return (await unwrapReply(call, options)).data;
}

/**
 * Like {@link unwrap}, with the success's localized `message` beside `data`, for a page that shows
 * it in place (a support request's acknowledgement).
 */
export async function unwrapReply<E extends EnvelopeShape>(
  call: Promise<ClientResult<E>>,
  options: CallOptions = {},
): Promise<{ data: E['data']; message: string | null }> {
  let result: ClientResult<E>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return fail(new ApiError({ status: 0, code: 'network', message: i18next.t('errors.network') }), options);
  }

  const { response } = result;
  const body: unknown = result.data ?? result.error;
  if (!isEnvelope(body)) {
    return fail(
      new ApiError({ status: response.status, code: null, message: i18next.t('errors.unexpected') }),
      options,
    );
  }
  if (!response.ok || !body.success) {
    return fail(
      new ApiError({
        status: response.status,
        code: body.code ?? null,
        message: body.message ?? i18next.t('errors.unexpected'),
        errors: body.errors ?? null,
      }),
      options,
    );
  }
  if (options.successToast && body.message) notify.success(body.message);
  return { data: body.data as E['data'], message: body.message ?? null };
}
