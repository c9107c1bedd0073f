import { PaymentMethodsPage } from '@/features/wallet/components/payment-methods-page';

/** /dashboard/withdraw (product §2). */
export function WithdrawRoute() {
  return <PaymentMethodsPage type={2} />;
}
