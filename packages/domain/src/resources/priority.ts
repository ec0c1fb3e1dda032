import { z } from 'zod';

/**
 * Display order of categories and attribute values: a whole number, at least 0, smaller
 * first. The spec gives no words for it; these say what is wrong.
 */
export const PRIORITY_MESSAGE = 'Priority should be a whole number, at least 0';

export const displayPriority = z
  .number({ error: 'Please enter priority' })
  .int(PRIORITY_MESSAGE)
  .min(0, PRIORITY_MESSAGE)
  .max(2_147_483_647, 'Priority is too large');
