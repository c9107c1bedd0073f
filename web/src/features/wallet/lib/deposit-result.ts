/** Product §4: a deposit answers a link to continue on (Iframe) or a text to show (Message). */
export type DepositResult = { kind: 'iframe'; link: string } | { kind: 'message'; text: string };

export function toDepositResult(data: string): DepositResult {
  return data.startsWith('http') ? { kind: 'iframe', link: data } : { kind: 'message', text: data };
}

/** Opens the hosted payment page in a new tab, without giving it this page. */
export function openPaymentLink(link: string): void {
  window.open(link, '_blank', 'noopener');
}
