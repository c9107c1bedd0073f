import { unwrap } from '@/lib/api/client';

/** What an openapi-fetch call with `parseAs: 'blob'` resolves to. */
interface FileResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` answer, or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Awaits a download (a CSV export, sent with the operator's bearer like every call) and saves it as a file. A
 * failure reads like any other call's: the API's localized message as a toast, then the error is thrown.
 */
export async function saveDownload(call: Promise<FileResult>, fallbackName: string): Promise<void> {
  const result = await call;
  if (!result.response.ok || !result.data) {
    await unwrap(Promise.resolve({ error: result.error, response: result.response }));
    return;
  }
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(result.response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
