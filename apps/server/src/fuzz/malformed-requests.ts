import { OPERATOR_NAMES } from '@mandi/domain';
import type { Random } from '../db/seed/random';
import {
  COLUMN_BREAKERS,
  deepNesting,
  HOSTILE_ANY,
  HOSTILE_NUMBERS,
  HOSTILE_SHAPES,
  HOSTILE_STRINGS,
  toJson,
} from './hostile-values';
import { type JsonSchema, sampleOf, typeOf } from './schema-sample';

/** One method on one path of the OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  queryNames: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** What was wrong with it, for the failure report. */
  label: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * An event stream (GET /api/events) answers a signed-in caller with a stream that does not end,
 * so a fuzz request would wait for ever: its refusals are tested beside it (events.test.ts).
 */
function isEventStream(operation: OpenApiOperation): boolean {
  return Boolean(operation.responses?.['200']?.content?.['text/event-stream']);
}

/** The operations to fuzz: every path and method the document lists, but event streams. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (isEventStream(operation)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return operations;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Ids no column holds, or that only look like one (`12%0A` once deleted row 12). */
export function badIds(realId: number, random: Random): string[] {
  const always = ['2147483648', '9007199254740991', '999999991e3', `${realId}%0A`, `${realId}%00`, '0'];
  const others = [
    '99999999999999999999999',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'abc',
    '%00',
    `${realId}%00`,
    `${realId}%0A`,
    `${realId}%20`,
    `%20${realId}`,
    `%2B${realId}`,
    `0${realId}`,
    `${realId}.0`,
    `${realId}e0`,
    `${realId},${realId}`,
    'null',
    '%5B%5D',
  ];
  return [...always, ...random.sample(others, 3)];
}

/** A path with its parameters filled in (`{id}`, `{hash}`). */
export function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** Bodies that break one thing each: a field's type or size, a missing or extra field, the whole shape. */
export function bodyRequests(op: Operation, url: string, random: Random): FuzzRequest[] {
  const schema = op.body ?? {};
  const base = sampleOf(schema);
  const requests: FuzzRequest[] = [];
  const send = (label: string, body: unknown) =>
    requests.push({ method: op.method, url, headers: JSON_HEADERS, payload: toJson(body), label });
  send('plausible body', base);
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const properties = schema.properties ?? {};
    for (const key of random.sample(Object.keys(properties), 4)) {
      for (const value of hostileFor(properties[key]!, random)) {
        send(`${key} = ${describe(value)}`, { ...base, [key]: value });
      }
      const items = properties[key]!.items;
      if (typeOf(properties[key]!) === 'array' && items && typeOf(items) === 'object') {
        const item = sampleOf(items) as Record<string, unknown>;
        for (const inner of Object.keys(item)) {
          const value = random.pick([...HOSTILE_STRINGS.slice(0, 4), ...HOSTILE_NUMBERS.slice(0, 7)]);
          send(`${key}.0.${inner} = ${describe(value)}`, { ...base, [key]: [{ ...item, [inner]: value }] });
        }
      }
    }
    for (const key of random.sample(schema.required ?? [], 2)) {
      const { [key]: _dropped, ...rest } = base as Record<string, unknown>;
      send(`without ${key}`, rest);
    }
    send('extra field', { ...base, fuzzExtra: 'a\u0000b' });
    send('only extra field', { fuzzExtra: 1e308 });
    send('everything NUL', Object.fromEntries(Object.keys(base).map((key) => [key, 'a\u0000b'])));
    send('everything huge', Object.fromEntries(Object.keys(base).map((key) => [key, 1e308])));
  }
  for (const shape of random.sample(HOSTILE_SHAPES, 3)) send(`body ${describe(shape)}`, shape);
  for (const value of random.sample(HOSTILE_STRINGS, 2)) send(`body ${describe(value)}`, value);
  return requests;
}

function hostileFor(schema: JsonSchema, random: Random): unknown[] {
  const type = typeOf(schema);
  if (type === 'string')
    return [random.pick(HOSTILE_STRINGS.slice(0, 4)), ...random.sample(HOSTILE_STRINGS, 2)];
  if (type === 'number' || type === 'integer')
    return [random.pick(COLUMN_BREAKERS), ...random.sample(HOSTILE_NUMBERS, 2)];
  return [...random.sample(HOSTILE_SHAPES, 2), random.pick(HOSTILE_ANY)];
}

function describe(value: unknown): string {
  return toJson(value).slice(0, 40);
}

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"title":"a\\u0000b"}',
  '{"a":1}garbage',
  '\u0000',
  ' ',
  '',
];

/** Bodies that are not what the content type says, and content types the route does not take. */
export function contentTypeRequests(
  op: Operation,
  url: string,
  random: Random,
  multipartCases: number,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const text of random.sample(BROKEN_JSON, 4)) {
    requests.push({ method: op.method, url, headers: JSON_HEADERS, payload: text, label: `JSON ${text}` });
  }
  requests.push({
    method: op.method,
    url,
    headers: JSON_HEADERS,
    payload: deepNesting(3000),
    label: 'deep JSON',
  });
  requests.push({
    method: op.method,
    url,
    headers: JSON_HEADERS,
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    label: 'invalid UTF-8',
  });
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=utf-16',
  ]) {
    requests.push({
      method: op.method,
      url,
      headers: { 'content-type': type },
      payload: '{"a":"\u0000"}',
      label: type,
    });
  }
  return [...requests, ...random.sample(multipartRequests(op.method, url), multipartCases)];
}

const BOUNDARY = 'fuzzboundary';
const part = (head: string, body: string) => `--${BOUNDARY}\r\n${head}\r\n\r\n${body}\r\n`;
const filePart = (name: string, filename: string, body: string) =>
  part(
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`,
    body,
  );

/** Broken multipart: no boundary, no closing boundary, nothing, the wrong parts. */
export function multipartRequests(method: string, url: string): FuzzRequest[] {
  const withBoundary = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const cases: [string, Record<string, string>, string][] = [
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, filePart('file', 'a.png', 'x')],
    ['multipart without closing boundary', withBoundary, filePart('file', 'a.png', 'not an image')],
    ['multipart empty', withBoundary, ''],
    ['multipart closing only', withBoundary, `--${BOUNDARY}--\r\n`],
    ['multipart wrong boundary', withBoundary, `--other\r\n\r\nx\r\n--other--\r\n`],
    ['multipart garbage', withBoundary, 'garbage\u0000garbage'],
    [
      'multipart field not file',
      withBoundary,
      `${part('Content-Disposition: form-data; name="file"', 'a\u0000b')}--${BOUNDARY}--\r\n`,
    ],
    ['multipart other field', withBoundary, `${filePart('other', 'a.png', 'x')}--${BOUNDARY}--\r\n`],
    [
      'multipart two files',
      withBoundary,
      `${filePart('file', 'a.png', 'x')}${filePart('file', 'b.png', 'y')}--${BOUNDARY}--\r\n`,
    ],
    ['multipart NUL filename', withBoundary, `${filePart('file', 'a\u0000.png', 'x')}--${BOUNDARY}--\r\n`],
    [
      'multipart not an image',
      withBoundary,
      `${filePart('file', '../../a.png', 'not an image')}--${BOUNDARY}--\r\n`,
    ],
    ['multipart no headers', withBoundary, `--${BOUNDARY}\r\n\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
    [
      'multipart/mixed',
      { 'content-type': `multipart/mixed; boundary=${BOUNDARY}` },
      `${filePart('file', 'a.png', 'x')}--${BOUNDARY}--\r\n`,
    ],
  ];
  return cases.map(([label, headers, payload]) => ({ method, url, headers, payload, label }));
}

/** Every operator of the grammar, and one without its `$`. */
const OPERATORS = [...OPERATOR_NAMES, 'eq'];

/** The list grammar (`filter`, `or`, `s`, `sort`, `page`, `limit`, `join`, `fields`) gone wrong. */
export function listQueryRequests(url: string, fields: string[], random: Random): FuzzRequest[] {
  const field = () => random.pick(fields.length > 0 ? fields : ['id', 'name']);
  const values = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS.filter((n) => typeof n === 'number')];
  // A URL cannot carry a lone surrogate (encodeURIComponent throws on one): it goes as the
  // U+FFFD a browser's URLSearchParams writes for it.
  const value = () => encodeURIComponent(String(random.pick(values)).replace(/\p{Cs}/gu, '\ufffd'));
  // Every NUL case and the examples, and a sample of the rest: the seed decides which.
  const alwaysQueries = [
    'sort=nofield,ASC',
    `filter=${field()}||$eq||a%00b`,
    `filter=${field()}||$cont||%00`,
    `or=${field()}||$eq||%00`,
    `filter[]=${field()}||$in||1,%00,2`,
    `filter[0]=${field()}||$between||%00,1`,
    `s=${encodeURIComponent(JSON.stringify({ [field()]: 'a\u0000b' }))}`,
    's=%00',
    'sort=%00,ASC',
    'page=%00',
    'join=%00',
    `join=${field()}||%00`,
    'fields=%00',
    'select=id,%00',
    'filter=%00||$eq||1',
    `adminId=%00`,
  ];
  const otherQueries = [
    `s=${encodeURIComponent(JSON.stringify({ $or: [{ [field()]: { $eq: 1e308 } }] }))}`,
    `s=${encodeURIComponent(JSON.stringify({ [field()]: { $in: [[1]] } }))}`,
    `s=${encodeURIComponent(deepNesting(500))}`,
    's=%7B',
    `sort=${field()},SIDEWAYS`,
    `sort=${field()}`,
    'page=-1',
    'page=1e308',
    'page=99999999999999',
    'limit=0',
    'limit=1e308',
    'limit=18446744073709551616',
    'per_page=-5',
    'offset=99999999999999999',
    'offset=-1',
    'join=nope',
    'fields=nope',
    `filter=${field()}||$bogus||1`,
    'filter=||||||',
    `filter=${field()}`,
    `filter[a][b]=${field()}`,
    `adminId=99999999999999`,
  ];
  const queries = [...alwaysQueries, ...random.sample(otherQueries, 6)];
  for (let i = 0; i < 3; i++) {
    queries.push(`filter=${field()}||${random.pick(OPERATORS)}||${value()}`);
    queries.push(`or=${field()}||${random.pick(OPERATORS)}||${value()}`);
  }
  return queries.map((query) => ({
    method: 'GET',
    url: `${url}?${query}`,
    label: decodeURIComponent(query).slice(0, 60),
  }));
}

/** A NUL or a number beyond any column in every query value the operation names. */
export function queryValueRequests(op: Operation, url: string): FuzzRequest[] {
  return op.queryNames
    .filter((name) => name !== 'type' && name !== 'additionalProperties')
    .flatMap((name) =>
      ['a%00b', '18446744073709551616', '1e308', '-1'].map((value) => ({
        method: op.method,
        url: `${url}?${name}=${value}`,
        label: `${name}=${value}`,
      })),
    );
}
