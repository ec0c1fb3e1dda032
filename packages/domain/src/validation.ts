import { z } from 'zod';

/**
 * Building blocks for the spec's validation messages, shared by the server (request bodies)
 * and the web (form rules), so both say the same words.
 */
export interface TextRule {
  required?: string;
  min?: number;
  max?: number;
  /** Message for both bounds ("Length should be 3 to 150"); defaults to one per bound. */
  length?: string;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * A NUL character (U+0000) is never meaningful in the store's text and PostgreSQL cannot store
 * it in a text column: every text is refused with it, in the form and by the API.
 */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

export function nulMessage(label = 'This text'): string {
  return `${label} must not contain a NUL character`;
}

/**
 * A lone UTF-16 surrogate (JSON "\ud800") is valid JSON but no character: PostgreSQL's jsonb
 * refuses it and its text columns would get U+FFFD instead. Refused like a NUL (DECISIONS.md).
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function notTextMessage(label = 'This text'): string {
  return `${label} contains characters that are not valid text`;
}

/** Why no column may hold this text (a NUL, a lone surrogate), in a staff member's words, or undefined. */
export function textProblem(value: string, label = 'This text'): string | undefined {
  if (hasNul(value)) return nulMessage(label);
  if (hasLoneSurrogate(value)) return notTextMessage(label);
  return undefined;
}

/** A trimmed string with the spec's messages; `required` false allows '' and null. */
export function text(rule: TextRule) {
  const { min, max } = rule;
  const minMessage = rule.minMessage ?? rule.length ?? `Minimum length should be ${min}`;
  const maxMessage = rule.maxMessage ?? rule.length ?? `Maximum length should be ${max}`;
  let schema = z.string({ error: rule.required ?? 'Please enter a value' }).trim();
  if (rule.required) schema = schema.min(1, { error: rule.required, abort: true });
  // Required text states its minimum as a length check, so the OpenAPI document shows it
  // (minLength); text that may be empty can only say it in a refinement.
  if (min !== undefined)
    schema = rule.required
      ? schema.min(min, minMessage)
      : schema.refine((v) => v.length === 0 || v.length >= min, minMessage);
  if (max !== undefined) schema = schema.max(max, maxMessage);
  return schema.refine((v) => !hasNul(v), nulMessage()).refine((v) => !hasLoneSurrogate(v), notTextMessage());
}

/** Optional text: absent, null or '' are all stored as null. */
export function optionalText(rule: Omit<TextRule, 'required'> = {}) {
  return z.preprocess((v) => (v === '' ? null : v), text(rule).nullable().optional());
}

/** The largest amount a money column (numeric(12,2)) holds. */
export const MONEY_MAX = 9_999_999_999.99;
export const MONEY_MAX_MESSAGE = 'Amount should be at most 9,99,99,99,999.99';

const twoDecimals = (v: number) => Math.round(v * 100) === Number((v * 100).toFixed(6));

/**
 * An amount in rupees with at most 2 decimals that fits its numeric(12,2) column: `max` lowers
 * the ceiling (then `message` also says so); beyond MONEY_MAX is refused whatever `max` says.
 */
export function money(opts: { min?: number; max?: number; message?: string } = {}) {
  let schema = z.number({ error: opts.message ?? 'Please enter an amount' });
  if (opts.min !== undefined)
    schema = schema.min(opts.min, opts.message ?? `Value should be atleast ${opts.min}`);
  if (opts.max !== undefined && opts.max < MONEY_MAX)
    schema = schema.max(opts.max, opts.message ?? `Value should be at most ${opts.max}`);
  else schema = schema.max(MONEY_MAX, MONEY_MAX_MESSAGE);
  // Beyond the ceiling says so once, not also "At most 2 decimals".
  return schema.refine((v) => Math.abs(v) > MONEY_MAX || twoDecimals(v), 'At most 2 decimals');
}

/** The largest value of an int4 column: every id and whole-number column fits in it. */
export const INT4_MAX = 2_147_483_647;

export const INT4_MAX_MESSAGE = 'Value should be at most 2,14,74,83,647';

/**
 * A whole number that fits its int4 column (stock, priority, counts): `message` for a wrong
 * type, fraction or value below `min`; `maxMessage` above `max` (INT4_MAX unless lower).
 */
export function wholeNumber(opts: { message: string; min?: number; max?: number; maxMessage?: string }) {
  const max = Math.min(opts.max ?? INT4_MAX, INT4_MAX);
  return z
    .number({ error: opts.message })
    .int(opts.message)
    .min(opts.min ?? 0, opts.message)
    .max(max, opts.maxMessage ?? (max === INT4_MAX ? INT4_MAX_MESSAGE : opts.message));
}

/** An id written in a body (`stateId`, `{ id }`): a positive int4, refused in the field's words. */
export function idOf(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

export const id = idOf('Please choose a value');

/**
 * An id in a path (`/api/faqs/{id}`): digits only, no sign, space or exponent, within int4,
 * so `12%0A`, `1e3` and `2147483648` are refused before any query runs.
 */
export const idPathParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'id must be a whole number from 1 to 2147483647')
  .transform(Number)
  .refine((value) => value <= INT4_MAX, 'id must be a whole number from 1 to 2147483647');
export const optionalId = id.nullable().optional();
export const enabled = z.boolean({ error: 'Enabled must be true or false' });

/**
 * The update schema of a resource: every field optional and, unlike zod's `.partial()`, with
 * the create schema's defaults removed, so a PATCH of one field never resets the others.
 */
export function updateSchemaOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Shape]: z.ZodOptional<Shape[K]> }>;
}
