/** Product §9's timings for the account dialogs. */

/** The (hidden) country list fills in this long after the registration form opens. */
export const COUNTRY_LIST_DELAY_MS = 300;
/** The celebration's confetti: 100 ms, 150 particles (shared with the bonuses' trial check). */
export { CONFETTI_DELAY_MS, CONFETTI_PARTICLES } from '@/hooks/use-confetti';
/** The login form opens this long after a recovered password was changed. */
export const LOGIN_AFTER_RECOVERY_MS = 1000;
