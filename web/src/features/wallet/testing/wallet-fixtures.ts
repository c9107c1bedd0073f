import { http } from 'msw';
import type { FinancialItem, PaymentField, PaymentMethod } from '@/features/wallet/api/types';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

/** The demo methods of the contract. */
export const METHODS = {
  bank: { id: 1, name: 'Banka Havalesi', logoUrl: '/images/payments/bank-transfer.svg', min: 100, max: 50_000, fee: 0 },
  papara: { id: 2, name: 'Papara', logoUrl: '/images/payments/papara.svg', min: 50, max: 20_000, fee: 0 },
  card: { id: 3, name: 'Kredi Kartı', logoUrl: '/images/payments/card.svg', min: 100, max: 10_000, fee: 0 },
  crypto: { id: 4, name: 'Kripto', logoUrl: '/images/payments/crypto.svg', min: 250, max: 100_000, fee: 0 },
} satisfies Record<string, PaymentMethod>;

const field = (key: string, objectType: number, changes: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType,
  option: null,
  ...changes,
});

/** The contract's fields per method and direction. */
export const FIELDS = {
  amount: field('Amount', 4),
  iban: field('Iban', 1, { mask: 'TR00 0000 0000 0000 0000 0000 00' }),
  accountHolder: field('AccountHolder', 1),
  paparaNo: field('PaparaNo', 3, { mask: '0000000000' }),
  cardNo: field('CardNo', 1, { mask: '0000 0000 0000 0000' }),
  cardHolder: field('CardHolder', 1),
  expiry: field('Expiry', 1, { mask: '00/00' }),
  network: field('Network', 7, {
    option: [
      { id: 1, name: 'USDT (TRC-20)' },
      { id: 2, name: 'USDT (ERC-20)' },
    ],
  }),
  address: field('Address', 1),
} satisfies Record<string, PaymentField>;

/** Serves payment/methods: the deposit list for type 1, the withdraw list for type 2. */
export function serveMethods(deposit: PaymentMethod[], withdraw: PaymentMethod[] = deposit) {
  server.use(
    http.post('*/api/payment/methods', async ({ request }) => {
      const { type } = (await request.json()) as { type: number };
      return ok(type === 1 ? deposit : withdraw);
    }),
  );
}

/** Serves payment/detail with `fields` (or what `respond` answers). */
export function serveDetail(respond: PaymentField[] | (() => Response)) {
  server.use(http.post('*/api/payment/detail', () => (typeof respond === 'function' ? respond() : ok(respond))));
}

let nextId = 500;

/** A row of transaction/financial: a pending withdrawal unless changed. */
export function aFinancialItem(changes: Partial<FinancialItem> = {}): FinancialItem {
  nextId += 1;
  return {
    id: nextId,
    kind: 2,
    method: 'Banka Havalesi',
    amount: 1500,
    fee: 5,
    status: 2,
    processState: 1,
    reference: `W-${nextId}`,
    note: null,
    cancellable: true,
    createdAt: '2025-03-04T18:30:00Z',
    updatedAt: '2025-03-04T18:30:00Z',
    ...changes,
  };
}
