import { useTranslation } from 'react-i18next';

/** The label of a field: `payment.field.<Key>`, or the key itself for a key we do not know yet. */
export function useFieldLabel(): (key: string) => string {
  const { t } = useTranslation('wallet');
  const labels: Partial<Record<string, string>> = t('payment.field', { returnObjects: true });
  return (key) => labels[key] ?? key;
}
