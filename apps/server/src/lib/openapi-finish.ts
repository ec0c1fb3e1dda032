import { derivedOperationId, derivedSummary, summaryFromDescription } from './openapi-names';

/**
 * The last pass over the generated document (swagger's transformObject), for what holds of
 * every operation whoever wrote its route: its names. Routes added later are covered without
 * saying anything.
 */

type Json = Record<string, unknown>;
type Response = { content?: Record<string, { schema?: Json }> };
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

export function finishDocument<D extends object>(doc: D): D {
  const document = doc as OpenapiDocument;
  nameOperations(document);
  return doc;
}
