import { z } from 'zod';
import { atLeast, matching } from '@/lib/forms/validation';

/** Product §5's rules for the dashboard's forms. */

export const changePasswordSchema = z
  .object({ oldPassword: atLeast(5), password: atLeast(5), confirmPassword: atLeast(5) })
  .superRefine(matching('password', 'confirmPassword'));
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
