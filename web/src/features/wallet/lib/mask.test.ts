import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, maskPlaceholder, unmaskForWire } from '@/features/wallet/lib/mask';

const IBAN = 'TR00 0000 0000 0000 0000 0000 00';
const CARD = '0000 0000 0000 0000';

describe('payment masks (0 a digit, anything else literal)', () => {
  it('lays typed digits into the mask, writing its literals', () => {
    expect(applyMask(CARD, '41111111')).toBe('4111 1111');
    expect(applyMask(CARD, '4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(applyMask('00/00', '1229')).toBe('12/29');
    expect(applyMask('0000000000', '12a34')).toBe('1234');
  });

  it('writes a leading literal prefix and takes a typed or pasted prefix as itself, in any case', () => {
    expect(applyMask(IBAN, '33')).toBe('TR33');
    expect(applyMask(IBAN, 'tr33 0006 1005')).toBe('TR33 0006 1005');
    expect(applyMask(IBAN, 'TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('adds a literal only before more input, so deleting past it works', () => {
    expect(applyMask(CARD, '4111')).toBe('4111');
    expect(applyMask(CARD, '4111 ')).toBe('4111 ');
    expect(applyMask('00/00', '12/')).toBe('12/');
    expect(applyMask(CARD, '')).toBe('');
  });

  it('is complete only when every slot is filled', () => {
    expect(isMaskComplete(CARD, '4111 1111 1111 1111')).toBe(true);
    expect(isMaskComplete(CARD, '4111 1111 1111 111')).toBe(false);
  });

  it('sends the text without the spaces: the prefix and a slash stay', () => {
    expect(unmaskForWire('TR33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(unmaskForWire('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(unmaskForWire('12/29')).toBe('12/29');
  });

  it('shows the mask as a placeholder', () => {
    expect(maskPlaceholder('00/00')).toBe('••/••');
  });
});
