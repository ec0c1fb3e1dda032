import { ORDER_REFERENCE_PATTERN } from '../orders/order-reference';
import { normalizeMobile } from '../resources/users-rules';

/** The shortest text the palette searches: fewer characters match too much to help. */
export const SEARCH_MIN_LENGTH = 2;
/** Names and SKUs are matched from 3 characters, where a trigram index can answer. */
export const SEARCH_TEXT_MIN_LENGTH = 3;
/** A mobile is matched from this many digits (a prefix of the stored ten). */
export const SEARCH_MOBILE_MIN_DIGITS = 4;
/** Ids are PostgreSQL integers; a longer number names no order. */
const MAX_ID = 2_147_483_647;

/** What one search box text looks for; each part absent when the text cannot be one. */
export interface SearchTerms {
  /** An order number: '501' or '#501'. */
  orderId?: number;
  /** An order reference as printed: 'MND-261129-501' (upper-cased). */
  orderReference?: string;
  /** The start of a customer's stored mobile digits: '+91 98765 43210' gives '9876543210'. */
  mobilePrefix?: string;
  /** A product name or SKU, a customer name: the text as typed, trimmed. */
  text?: string;
}

/**
 * How the command palette reads what staff type: a number is an order number (and, from four
 * digits, the start of a mobile), a reference is an order, a mobile typed as said (+91, spaces,
 * dashes) is a customer, and any text with a letter, of three characters or more, a name or SKU.
 */
export function searchTermsOf(input: string): SearchTerms {
  const trimmed = input.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return {};
  const terms: SearchTerms = {};
  const number = /^#?(\d+)$/.exec(trimmed);
  if (number) {
    const id = Number(number[1]);
    if (id >= 1 && id <= MAX_ID) terms.orderId = id;
  }
  const reference = trimmed.toUpperCase();
  if (ORDER_REFERENCE_PATTERN.test(reference)) terms.orderReference = reference;
  const digits = normalizeMobile(trimmed);
  if (/^\d+$/.test(digits) && digits.length >= SEARCH_MOBILE_MIN_DIGITS && digits.length <= 10)
    terms.mobilePrefix = digits;
  // A name or SKU has a letter; digits and signs alone are a number being typed.
  const other = terms.mobilePrefix ?? terms.orderId ?? terms.orderReference;
  if (trimmed.length >= SEARCH_TEXT_MIN_LENGTH && other === undefined && /\p{L}/u.test(trimmed))
    terms.text = trimmed;
  return terms;
}
