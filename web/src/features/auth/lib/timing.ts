/** The spec's §9 timings for the account dialogs. */

/** The (hidden) country list fills in this long after the registration form opens. */
export const COUNTRY_LIST_DELAY_MS = 300;
/** The celebration's confetti starts this long after it shows … */
export const CONFETTI_DELAY_MS = 100;
/** … with this many particles. */
export const CONFETTI_PARTICLES = 150;
/** The login form opens this long after a recovered password was changed. */
export const LOGIN_AFTER_RECOVERY_MS = 1000;
