import { z } from 'zod';

/** The answer of a batch import call: counts, and each failed row with its reason. */
export const importAnswer = z.object({
  imported: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ index: z.number(), row: z.number().optional(), message: z.string() })),
});

/**
 * A batch of sheet rows as the browser sends it, at most `size` a call. Each row is checked
 * by the service against `row`, so that a bad row fails alone with its reason instead of the
 * whole batch; `row` documents the rows' real shape in the OpenAPI document.
 */
export const importBatch = (size: number, row: z.ZodType) =>
  z
    .array(
      z
        .record(z.string(), z.unknown())
        .meta(z.toJSONSchema(row, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' })),
      { error: 'Send the rows as an array' },
    )
    .min(1, 'Send at least one row')
    .max(size, `Send at most ${size} rows per call`);
