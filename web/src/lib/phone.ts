/** `905551112233` → `+90 555 111 22 33`; other numbers as they are. */
export function displayPhone(phone: string): string {
  const match = /^(90)(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+${match.slice(1).join(' ')}` : phone;
}

/** `905551112233` → `+90 555 *** ** 33`, for places that only remind the player which number it is. */
export function maskPhone(phone: string): string {
  const match = /^(90)(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+${match[1] ?? ''} ${match[2] ?? ''} *** ** ${match[5] ?? ''}` : phone;
}

/**
 * A number pasted or autofilled whole arrives as `+90 532 765 43 21`, `0090…`, `90…` or `0532…`: into an empty
 * field only its ten national digits go (the mask shows the `90`), so the country code is never doubled. A `0`
 * typed first is the national prefix and dropped too. The server normalises the same way (`domain::account::Phone`).
 */
export function preparePhone(chars: string, masked: { unmaskedValue: string }): string {
  const digits = chars.replace(/\D/g, '');
  const entered = masked.unmaskedValue.replace(/^90/, '');
  if (entered.length > 0) return digits;
  return digits.replace(/^(?:0090(?=\d{10}$)|90(?=\d{10}$)|0(?=\d{10}$)|0)/, '');
}
