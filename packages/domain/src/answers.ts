import { z } from 'zod';

/**
 * Building blocks of the answers' schemas (each resource's `row`): what the API sends, as
 * the server presents it (timestamps as ISO-8601, days as YYYY-MM-DD, numeric text as numbers).
 */
export const int = z.number().int();
export const timestamp = z.string().describe('ISO-8601');
export const day = z.string().describe('YYYY-MM-DD');

/** When a row was created and last changed. */
export const stampsRow = { createdTimestamp: timestamp, updatedTimestamp: timestamp };

/** Who created and last changed a row: staff ids, null for the seed's rows. */
export const byRow = { createdBy: int.nullable(), updatedBy: int.nullable() };

/** A stored row's answer: its id, the given fields, when and by whom. */
export const storedRow = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ id: int, ...shape, ...stampsRow, ...byRow });

/**
 * Their names, answered with one row (get, create, update: what an edit screen reads), not
 * in lists, which carry the ids. Null when nobody is recorded or the account is gone.
 */
export const byNamesRow = {
  createdByName: z.string().nullable().describe('full name of createdBy'),
  updatedByName: z.string().nullable().describe('full name of updatedBy'),
};

/** A row as one row's calls answer it: with the names of who created and last changed it. */
export function withAuthors<Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>) {
  return z.object({ ...row.shape, ...byNamesRow });
}

/** The answers every resource shares: a deleted row's id, the enabled toggle, a list page. */
export const idAnswer = z.object({ id: int });
export const enabledAnswer = z.object({ id: int, enabled: z.boolean() });

/** A list page (DESIGN): count is the rows in this page, total all that match. */
export function listAnswerOf<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), count: int, total: int, page: int, pageCount: int });
}

export type ListAnswer<T> = { data: T[]; count: number; total: number; page: number; pageCount: number };
