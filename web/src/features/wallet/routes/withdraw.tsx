import { PaymentMethodsPage } from '@/features/wallet/components/payment-methods-page';

/** /dashboard/withdraw (spec §2). */
export function WithdrawRoute() {
  return <PaymentMethodsPage type={2} />;
}
