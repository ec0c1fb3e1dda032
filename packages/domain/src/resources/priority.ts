import { z } from 'zod';

/**
 * Display order of categories and attribute values: a whole number, at least 0, smaller
 * first. The spec gives no words for it; these say what is wrong.
 */
export const PRIORITY_MESSAGE = 'Priority should be a whole number, at least 0';

/** A priority, `notANumber` said when the value is missing or not a number. */
export const priorityOf = (notANumber: string) =>
  z
    .number({ error: notANumber })
    .int(PRIORITY_MESSAGE)
    .min(0, PRIORITY_MESSAGE)
    .max(2_147_483_647, 'Priority is too large');

export const displayPriority = priorityOf('Please enter priority');

/** Smaller priority first, then the oldest. */
export const BY_PRIORITY = [
  { field: 'priority', order: 'ASC' },
  { field: 'id', order: 'ASC' },
] as const;
