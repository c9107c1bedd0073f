/** How far the wagering is, 0–100, rounded down (a bonus without a requirement is done). */
export function wageringPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((wagered / required) * 100)));
}
