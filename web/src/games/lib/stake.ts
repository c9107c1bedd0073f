/** Whether `value` is a stake the server will take: within the limits, whole kuruş, on the step. */
export function validStake(value: number, min: number, max: number, step = 0.01): boolean {
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const kurus = Math.round(value * 100);
  return Math.abs(kurus - value * 100) < 1e-6 && kurus % Math.round(step * 100) === 0;
}
