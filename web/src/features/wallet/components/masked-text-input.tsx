import { ClipboardPaste } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { applyMask, maskPlaceholder } from '@/features/wallet/lib/mask';

type MaskedTextInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'ref'> & {
  /** The server's mask: `0` a digit, anything else literal. */
  mask: string;
  /** The masked text, as shown. */
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a paste-from-clipboard button (product §5: IBAN and card number). */
  pasteable?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A text field that lays what is typed or pasted into the server's mask. */
export function MaskedTextInput({ mask, value, onValueChange, pasteable = false, ref, ...props }: MaskedTextInputProps) {
  const { t } = useTranslation('wallet');
  const paste = () => {
    navigator.clipboard.readText().then(
      (text) => onValueChange(applyMask(mask, text.trim())),
      () => notify.error(t('dialog.pasteFailed'), { id: 'paste-failed' }),
    );
  };
  return (
    <div className="relative">
      <Input
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={maskPlaceholder(mask)}
        value={value}
        onChange={(event) => onValueChange(applyMask(mask, event.target.value))}
        // A long mask (an IBAN's 32 characters) stays whole on a 390 px phone.
        className={cn(pasteable && 'pr-11', mask.length > 24 && 'tracking-tight')}
        {...props}
      />
      {pasteable && (
        <button
          type="button"
          onClick={paste}
          aria-label={t('dialog.paste')}
          title={t('dialog.paste')}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-sm text-fg-muted transition-colors hover:text-accent"
        >
          <ClipboardPaste aria-hidden className="size-4.5" />
        </button>
      )}
    </div>
  );
}
