import { readStorage, writeStorage } from '@/lib/storage';

/**
 * A referral link (`/?ref=123` or `/?refId=123`, product §3) leaves the referring player's id for the
 * registration form, which sends it as `refId`. A later link replaces it; anything but a positive
 * whole number is ignored.
 */
export function rememberReferral(search: string = window.location.search): void {
  const params = new URLSearchParams(search);
  const id = positiveId(params.get('refId') ?? params.get('ref'));
  if (id !== null) writeStorage('refId', String(id));
}

/** The referral id a landing link stored, if any. */
export function storedReferral(): number | null {
  return positiveId(readStorage('refId'));
}

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}
