import { HttpResponse } from 'msw';

/** A success envelope, as the server sends it. */
export function ok(data: unknown, message: string | null = null) {
  return HttpResponse.json({ success: true, message, data });
}

/** A failure envelope with its status and stable code. */
export function failure(
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
) {
  return HttpResponse.json({ success: false, message, data: null, code, ...(errors ? { errors } : {}) }, { status });
}
