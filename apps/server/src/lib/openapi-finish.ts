import { derivedOperationId, derivedSummary, summaryFromDescription } from './openapi-names';

/**
 * The last pass over the generated document (swagger's transformObject), for what holds of
 * every operation whoever wrote its route: names, the refusal's shape, OpenAPI 3.0's nullable
 * rule and no unused schema. Routes added later are covered without saying anything.
 */

type Json = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Json }> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in?: string; name?: string }[];
  responses?: Record<string, Response>;
};
export type OpenapiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

function* operationsOf(doc: OpenapiDocument): Generator<[string, string, Operation]> {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method)) yield [path, method, operation];
    }
  }
}

/** The schema a `$ref` names in components, or the schema itself. */
function resolved(doc: OpenapiDocument, schema: Json | undefined): Json | undefined {
  const ref = typeof schema?.$ref === 'string' ? schema.$ref : undefined;
  return ref ? doc.components?.schemas?.[ref.split('/').pop() ?? ''] : schema;
}

/** A list answers pages: `{ data, count, total, page, pageCount }`. */
function answersPages(doc: OpenapiDocument, operation: Operation): boolean {
  const answer = resolved(doc, operation.responses?.['200']?.content?.['application/json']?.schema);
  return Boolean((answer?.properties as Json | undefined)?.pageCount);
}

/** operationId and summary where the route declares none (openapi-names.ts). */
function nameOperations(doc: OpenapiDocument) {
  for (const [path, method, operation] of operationsOf(doc)) {
    operation.operationId ??= derivedOperationId(method, path);
    operation.summary ??=
      summaryFromDescription(operation.description) ??
      derivedSummary(method, path, answersPages(doc, operation));
  }
}

const REFUSED = "Refused: the reason in the staff member's words";
/** What @fastify/swagger writes for an answer that names no description of its own. */
const UNDESCRIBED = 'Default Response';

/**
 * Every call can be refused (a body or query that fails its schema, a NUL anywhere, no
 * session): one without a declared 4xx documents the error shape for all of them, and a
 * declared one (`refusals`, the error shape) says what it is rather than "Default Response".
 */
function documentRefusals(doc: OpenapiDocument) {
  for (const [, , operation] of operationsOf(doc)) {
    operation.responses ??= {};
    const responses = operation.responses;
    const refusals = Object.entries(responses).filter(([status]) => status.startsWith('4'));
    for (const [, response] of refusals) {
      if (!response.description || response.description === UNDESCRIBED) response.description = REFUSED;
    }
    if (refusals.length > 0) continue;
    responses['4XX'] = {
      description: REFUSED,
      content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
    };
  }
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`; zod's nullable unions come out as
 * `{ nullable, anyOf }`. The null moves into each typed branch (what the schema meant); a
 * typeless `{ nullable }` already allows anything and loses the word.
 */
function typeNullables(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (branches) {
      for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
      delete schema.nullable;
    } else if (schema.$ref === undefined && schema.allOf === undefined) {
      delete schema.nullable;
    }
  }
  for (const child of Object.values(schema)) typeNullables(child);
}

/** Names of the component schemas `node` refers to. */
function referencedSchemas(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const item of node) referencedSchemas(item, into);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/'))
        into.add(value.slice('#/components/schemas/'.length));
      else referencedSchemas(value, into);
    }
  }
}

/** Component schemas no operation reaches (zod's input twin of an answer-only schema). */
function pruneUnusedSchemas(doc: OpenapiDocument) {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  referencedSchemas(doc.paths, used);
  for (let grown = true; grown; ) {
    const before = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
    grown = used.size > before;
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

export function finishDocument<D extends object>(doc: D): D {
  const document = doc as OpenapiDocument;
  nameOperations(document);
  documentRefusals(document);
  typeNullables(document.paths);
  typeNullables(document.components?.schemas);
  pruneUnusedSchemas(document);
  return doc;
}
