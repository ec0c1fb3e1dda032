import { type SQL, sql } from 'drizzle-orm';
import { columnLetters, XLSX_STYLE } from './xlsx-writer';

/**
 * Sheet rows rendered by the database: each batch of an export comes back as one string of
 * `<row>` elements, the very XML `xlsx-writer.ts` writes for the same values (escaping, the
 * 32,767-character clip, India dates as Excel serials). The server then makes one string per
 * batch instead of a row object, an array and some twenty strings per row, which at a million
 * rows is most of an export's CPU and garbage (see bench/README.md, "Export speed").
 *
 * `n` is the SQL expression of the row's number in the sheet (the header is row 1).
 */
export type SqlCell = (n: SQL) => SQL;

// What xlsx-writer's NOT_XML drops (PostgreSQL text cannot hold U+0000) and what it escapes.
const NOT_XML = '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\ufffe\\uffff]';
const NEEDS_ESCAPE = '[&<>"\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\ufffe\\uffff]';

function escaped(text: SQL): SQL {
  const clipped = sql`left(${text}, 32767)`;
  return sql`(case when ${clipped} ~ ${sql.raw(`'${NEEDS_ESCAPE}'`)} then replace(replace(replace(replace(regexp_replace(${clipped}, ${sql.raw(`'${NOT_XML}'`)}, '', 'g'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;') else ${clipped} end)`;
}

const ref = (letter: string, n: SQL) => sql`${sql.raw(`'<c r="${letter}'`)} || ${n}`;

/** A text cell; null and '' write no cell, as the writer does. */
export const textCell =
  (letter: string, text: SQL): SqlCell =>
  (n) =>
    sql`coalesce(${ref(letter, n)} || '" t="inlineStr"><is><t xml:space="preserve">' || ${escaped(sql`nullif(${text}, '')`)} || '</t></is></c>', '')`;

/** A number cell (integer or numeric); null writes no cell. */
export const numberCell =
  (letter: string, value: SQL): SqlCell =>
  (n) =>
    sql`coalesce(${ref(letter, n)} || '"><v>' || (${value})::text || '</v></c>', '')`;

/**
 * A moment as an Excel date and time in India (style 2), computed in float8 from the whole
 * milliseconds exactly as the writer computes it from a Date, so the serials are the same.
 */
export const datetimeCell =
  (letter: string, moment: SQL): SqlCell =>
  (n) =>
    sql`coalesce(${ref(letter, n)} || ${sql.raw(`'" s="${XLSX_STYLE.datetime}"><v>'`)} || (((floor(extract(epoch from ${moment}) * 1000))::float8 + 19800000) / 86400000 + 25569)::text || '</v></c>', '')`;

/** The given cells of a row, one per column in order from column `first` (0 for A). */
export function rowCells(n: SQL, cells: readonly ((letter: string) => SqlCell)[], first = 0): SQL {
  const parts = cells.map((cell, i) => cell(columnLetters(first + i))(n));
  return sql.join(parts, sql` || `);
}

/** The `<row>` of the given cells, one per column in order (A, B, ...). */
export function rowXml(n: SQL, cells: readonly ((letter: string) => SqlCell)[]): SQL {
  return sql`'<row r="' || ${n} || '">' || ${rowCells(n, cells)} || '</row>'`;
}

/** Column helpers that take their letter from their place in `rowXml`. */
export const text = (value: SQL) => (letter: string) => textCell(letter, value);
export const number = (value: SQL) => (letter: string) => numberCell(letter, value);
export const datetime = (value: SQL) => (letter: string) => datetimeCell(letter, value);
