/**
 * Payment field masks in the ngx-mask convention the server uses (wallet contract): `0` is a
 * digit, any other character is literal. The field shows the masked text; the server gets it
 * without the mask's spaces (`TR33 0006 …` → `TR330006…`, `12/29` keeps its slash).
 */

const DIGIT = /\d/;

/**
 * `input` laid into `mask`: digits fill the `0` slots (anything else typed there is dropped),
 * literals are written by the mask (a typed or pasted literal is taken as that literal, in any
 * case). Stops where the input ends, so a literal is written only before more input.
 */
export function applyMask(mask: string, input: string): string {
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= input.length) break;
    if (slot === '0') {
      while (next < input.length && !DIGIT.test(input.charAt(next))) next += 1;
      if (next >= input.length) break;
      out += input.charAt(next);
      next += 1;
    } else {
      out += slot;
      if (input.charAt(next).toUpperCase() === slot.toUpperCase()) next += 1;
    }
  }
  return out;
}

/** Whether the masked text fills the whole mask. */
export function isMaskComplete(mask: string, masked: string): boolean {
  return masked.length === mask.length;
}

/** What the server gets for a masked field: the text without the mask's spaces. */
export function unmaskForWire(masked: string): string {
  return masked.replace(/ /g, '');
}

/** The mask as a placeholder: `0000 0000` → `•••• ••••`. */
export function maskPlaceholder(mask: string): string {
  return mask.replace(/0/g, '•');
}
