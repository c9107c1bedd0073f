import type { components, paths } from '@/lib/api/schema';

/** The registration form's payload (spec §3). */
export type RegisterBody = components['schemas']['RegisterRequest'];

/** One session in the session history. */
export type PlayerSession = components['schemas']['SessionItem'];

type ProfileResponse = paths['/api/customer/profile']['get']['responses'][200]['content']['application/json'];
/** What the account page shows (`customer/profile`). */
export type Profile = NonNullable<ProfileResponse['data']>;
