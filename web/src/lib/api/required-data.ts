import { ApiError } from '@/lib/api/client';
import { i18next } from '@/lib/i18n';

/**
 * The envelope's `data` is optional in the OpenAPI document; calls whose answer must carry data
 * treat a missing one as an unexpected answer.
 */
export function requiredData<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) {
    throw new ApiError({ status: 200, code: null, message: i18next.t('errors.unexpected') });
  }
  return data;
}
