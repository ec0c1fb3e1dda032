import { z } from 'zod';

/** The answer of a batch import call: counts, and each failed row with its reason. */
export const importAnswer = z.object({
  imported: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ index: z.number(), row: z.number().optional(), message: z.string() })),
});

/**
 * A batch of sheet rows as the browser sends it, at most `size` a call. Each row is documented
 * with its real shape; a row that fails its checks is not refused with the batch but answered
 * among the `errors` (the service checks each row alone).
 */
export const importBatch = (size: number, row: z.ZodType) =>
  z
    .array(
      z.union([
        row,
        z.record(z.string(), z.unknown()).describe('a row failing its checks: answered in errors'),
      ]),
      { error: 'Send the rows as an array' },
    )
    .min(1, 'Send at least one row')
    .max(size, `Send at most ${size} rows per call`);
