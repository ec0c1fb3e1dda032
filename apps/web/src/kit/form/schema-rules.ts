import type { Rule } from 'antd/es/form';
import { z } from 'zod';

/**
 * The bridge from a resource's zod schema (packages/domain) to antd form rules, so the browser
 * says exactly what the server would ("Please enter name", "Length should be 3 to 150").
 */
export type FieldPath = string | readonly (string | number)[];

export const pathOf = (name: FieldPath): (string | number)[] =>
  typeof name === 'string' ? name.split('.') : [...name];

/** Optional, nullable, default and preprocess wrappers hide the object or array inside. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrap(schema.out as z.ZodType);
  return schema;
}

/** The schema of one field, `schema.shape[field]`, following dotted paths into objects and lists. */
export function fieldSchemaAt(schema: z.ZodType, name: FieldPath): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of pathOf(name)) {
    if (!current) return undefined;
    const inner = unwrap(current);
    if (inner instanceof z.ZodObject) current = inner.shape[String(key)] as z.ZodType | undefined;
    else if (inner instanceof z.ZodArray) current = inner.element as z.ZodType;
    else return undefined;
  }
  return current;
}

/** The longest text the field takes (its schema's `max`), for the input's maxLength and count. */
export function maxLengthOf(field: z.ZodType): number | undefined {
  const inner = unwrap(field);
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}

/** Required when neither "absent" nor "empty" passes: shows the asterisk. */
export function isRequired(field: z.ZodType): boolean {
  return !field.safeParse(undefined).success && !field.safeParse('').success;
}

/** The first message the schema gives for a value, or null when the value is fine. */
export function problemOf(field: z.ZodType, value: unknown): string | null {
  const result = field.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** An antd rule that runs the field's zod schema. */
export function zodRule(field: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const problem = problemOf(field, value);
      if (problem) throw new Error(problem);
    },
  };
}

/** A new row's starting values: every top-level field whose schema has a default. */
export function defaultsOf(schema: z.ZodType): Record<string, unknown> {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return {};
  const defaults: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    if (!(field instanceof z.ZodDefault)) continue;
    const result = field.safeParse(undefined);
    if (result.success && result.data !== undefined) defaults[key] = result.data;
  }
  return defaults;
}

export interface FieldIssue {
  name: (string | number)[];
  message: string;
}

/**
 * Whole-object checks (one field against another, such as sale price below unit price): the
 * issues of the schema on the whole values, first message per field.
 */
export function issuesOf(schema: z.ZodType, values: unknown): { data?: unknown; issues: FieldIssue[] } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, issues: [] };
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({
      name: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    });
  }
  return { issues };
}
