import { useTranslation } from 'react-i18next';
import { isStatusKey } from '@/features/wallet/lib/financial';

/** The name of a Status (product §3), for the badge and the filter. */
export function useStatusName(): (status: number) => string {
  const { t } = useTranslation('wallet');
  return (status) => {
    const key = String(status);
    return isStatusKey(key) ? t(`financial.statuses.${key}`) : key;
  };
}
