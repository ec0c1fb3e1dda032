/** The parts of an OpenAPI (JSON Schema) node the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** The first alternative of an anyOf/oneOf that is not null, else the node itself. */
export function concrete(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return concrete(choices.find((choice) => choice.type !== 'null') ?? choices[0]!);
  if (schema.allOf?.length) return concrete(schema.allOf[0]!);
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const node = concrete(schema);
  if (Array.isArray(node.type)) return node.type.find((type) => type !== 'null');
  if (node.type) return node.type;
  if (node.properties) return 'object';
  return undefined;
}

/**
 * A plausible value for a schema: what a well-behaved client would send, so that each
 * mutation the fuzz test makes is the only thing wrong with a request.
 */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  const node = concrete(schema);
  if (node.enum?.length) return node.enum[0];
  switch (typeOf(node)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const [key, child] of Object.entries(node.properties ?? {})) out[key] = sampleOf(child, depth + 1);
      return out;
    }
    case 'array':
      return node.minItems && node.items ? [sampleOf(node.items, depth + 1)] : [];
    case 'integer':
    case 'number': {
      const min = typeof node.minimum === 'number' ? node.minimum : 1;
      const value = node.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
      return typeof node.maximum === 'number' ? Math.min(value, node.maximum) : value;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(node);
    default:
      return 'value';
  }
}

function sampleString(node: JsonSchema): string {
  if (node.format === 'email' || /@/.test(node.pattern ?? '')) return 'fuzz@example.com';
  if (node.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2031-01-01';
  if (node.pattern?.includes('\\d{6}')) return '560001';
  let value = 'Fuzz value';
  if (node.minLength && value.length < node.minLength) value = value.padEnd(node.minLength, 'x');
  if (node.maxLength && value.length > node.maxLength) value = value.slice(0, node.maxLength);
  return value;
}
