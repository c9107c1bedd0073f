import { PaymentMethodsPage } from '@/features/wallet/components/payment-methods-page';

/** /dashboard/deposit (product §2). */
export function DepositRoute() {
  return <PaymentMethodsPage type={1} />;
}
