/**
 * Values a careless or hostile client sends: NUL characters, numbers beyond any column,
 * wrong types, odd whitespace. `RawJson` carries a token JSON.stringify cannot write
 * (`18446744073709551616`, `1e999`) into a body verbatim.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const NUL = '\u0000';

/** The first four are text no column may hold (a NUL; a lone surrogate, JSON "\\ud800"). */
export const HOSTILE_STRINGS: readonly string[] = [
  `a${NUL}b`,
  NUL,
  'a\ud800b',
  `Atta${NUL}`,
  '',
  '   ',
  '\n\t',
  'x'.repeat(5000),
  '\u202e\u200b',
  '😀'.repeat(10),
  "'; drop table faqs; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '1e308',
  'Infinity',
  '-Infinity',
  'NaN',
  '18446744073709551616',
  '2147483648',
  '-1',
  '2024-13-45',
  '9999-99-99',
  '0000-00-00',
  '%00',
  '\\u0000',
  'true',
  'null',
];

export const HOSTILE_NUMBERS: readonly (number | RawJson)[] = [
  1e308,
  -1e308,
  new RawJson('18446744073709551616'),
  new RawJson('-18446744073709551616'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('999999991e3'),
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  10_000_000_000,
  99_999_999_999.99,
  0.001,
  1e-300,
  -0,
  -1,
  0,
  3.5,
];

/** Numbers no column holds: beyond int4, numeric(12,2) and float8. */
export const COLUMN_BREAKERS: readonly (number | RawJson)[] = [
  1e308,
  new RawJson('18446744073709551616'),
  new RawJson('1e999'),
  2_147_483_648,
  10_000_000_000,
  99_999_999_999.99,
];

export const HOSTILE_SHAPES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [NUL],
  { $gt: '' },
  [[[[[[[[[[1]]]]]]]]]],
  { id: new RawJson('18446744073709551616') },
  [{ id: -1 }],
  [{ id: new RawJson('1e999') }],
];

/** Every hostile value, for fields whose type the schema does not tell. */
export const HOSTILE_ANY: readonly unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...HOSTILE_SHAPES];

/** JSON with RawJson tokens written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner) => {
    if (inner instanceof RawJson) {
      raws.push(inner.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return inner;
  });
  return (text ?? 'null').replace(/"@@raw(\d+)@@"/g, (_match, index) => raws[Number(index)]!);
}

/** Nested arrays `depth` deep: a parser or validator that recurses must not fall over. */
export function deepNesting(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
