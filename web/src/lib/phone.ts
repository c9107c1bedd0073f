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
