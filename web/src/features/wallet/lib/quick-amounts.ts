const PRESETS = [100, 250, 500, 1000, 2500, 5000, 10_000];
const SHOWN = 4;

/** The presets within the method's limits: at most four, the smallest first. */
export function quickAmounts(min: number, max: number): number[] {
  return PRESETS.filter((amount) => amount >= min && amount <= max).slice(0, SHOWN);
}
