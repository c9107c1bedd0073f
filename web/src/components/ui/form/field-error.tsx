import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readValidationMessage } from '@/lib/forms/validation';

/** A control's first error: a §5 rule (translated now, so it follows the language) or the server's text. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  // Never suspends: the site loads `auth` at start-up, and the back office, which does not, shows the server's text
  // (a suspension there, outside any boundary, would break the page under Preact).
  const { t } = useTranslation('auth', { useSuspense: false });
  const rule = readValidationMessage(message);
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs font-medium text-danger">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{rule ? t(`validation.${rule.key}`, rule.values) : message}</span>
    </p>
  );
}
