/** A promotion's own address: its detail over the promotions page, to share or open directly. */
export const promotionPath = (id: number) => `/promotions/${String(id)}`;

/** Set on the way in from a list: closing the detail then goes back there, else to /promotions. */
export interface PromotionLinkState {
  fromList: true;
}

export function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<PromotionLinkState>).fromList === true;
}
