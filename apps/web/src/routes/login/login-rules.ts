import { type LoginInput, loginSchema } from '@mandi/domain';
import { problemOf } from '../../kit/form/schema-rules';

/** The domain's login rule for one field: its first message, or null. Loaded on the first check. */
export function loginProblem(field: keyof LoginInput, value: unknown): string | null {
  return problemOf(loginSchema.shape[field], value);
}
