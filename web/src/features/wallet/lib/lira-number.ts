/**
 * Number fields in the Turkish locale (product §5): `.` groups thousands, `,` marks decimals:
 * `1.250,50` is 1250.5. Shown with a ₺ before it by the field.
 */

const TURKISH = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2, useGrouping: true });
const TURKISH_INTEGER = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0, useGrouping: true });

/** The characters a number field keeps while typing. */
export function cleanNumberInput(text: string, decimals: boolean): string {
  return text.replace(decimals ? /[^\d.,]/g : /[^\d.]/g, '');
}

/**
 * The number a player typed, or null when it is not one. `.` groups thousands, `,` is the decimal
 * mark; a lone `.` not followed by exactly three digits (`150.5`) is read as a decimal mark too.
 */
export function parseLiraNumber(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  let normalized: string;
  if (value.includes(',')) {
    normalized = value.replace(/\./g, '').replace(',', '.');
  } else {
    const groups = value.split('.');
    const grouped = groups.length > 1 && groups.slice(1).every((group) => group.length === 3);
    normalized = grouped ? groups.join('') : value;
  }
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

/** A number as the field shows it: `1.250,5` (integers without decimals). */
export function formatLiraNumber(value: number, decimals: boolean): string {
  return (decimals ? TURKISH : TURKISH_INTEGER).format(value);
}

/** Whether `value` has at most two decimals (money on the wire). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
