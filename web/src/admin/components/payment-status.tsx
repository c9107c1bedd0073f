import { useTranslation } from 'react-i18next';
import { Badge } from '@/admin/components/page';
import { statusName } from '@/admin/lib/payments';

/** A payment's status as a coloured pill. */
export function PaymentStatus({ status }: { status: number }) {
  const { t } = useTranslation('admin');
  const name = statusName(status);
  const tone = name === 'confirmed' ? 'money' : name === 'pending' ? 'accent' : name === 'rejected' ? 'danger' : 'neutral';
  return <Badge tone={tone}>{name ? t(`payments.status.${name}`) : String(status)}</Badge>;
}
