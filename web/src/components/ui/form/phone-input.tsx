import type { ComponentProps } from 'react';
import { MaskedInput } from '@/components/ui/form/masked-input';
import { preparePhone } from '@/lib/phone';

/**
 * Product §5: the phone is entered as `90` and ten digits. `{…}` keeps the fixed `90` in the value;
 * its `0` is escaped, or imask would read it as a digit slot.
 */
export const PHONE_MASK = '{9\\0} 000 000 00 00';
/** Product §5: the SMS code in the registration and SMS dialogs. */
export const DIALOG_CODE_MASK = '00-00-00';
/** Product §5: the SMS code on the dashboard's phone verification page. */
export const PAGE_CODE_MASK = '000-000';

type Props = Omit<ComponentProps<typeof MaskedInput>, 'mask'>;

export function PhoneInput(props: Props) {
  return (
    <MaskedInput
      mask={PHONE_MASK}
      prepare={preparePhone}
      type="tel"
      autoComplete="tel"
      placeholder="90 5XX XXX XX XX"
      {...props}
    />
  );
}

/** A one-time code field: `mask` is the dialog's `00-00-00` or the page's `000-000`. */
export function CodeInput({ mask = DIALOG_CODE_MASK, ...props }: Props & { mask?: string }) {
  return (
    <MaskedInput
      mask={mask}
      autoComplete="one-time-code"
      placeholder={mask.replace(/0/g, '•')}
      className="text-center text-lg tracking-[0.3em]"
      {...props}
    />
  );
}
