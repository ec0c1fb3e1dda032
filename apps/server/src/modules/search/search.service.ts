import {
  canOpen,
  type Principal,
  SEARCH_LIMIT,
  SEARCH_SCREENS,
  type SearchAnswer,
  type SearchOrder,
  type SearchProduct,
  type SearchTerms,
  searchTermsOf,
} from '@mandi/domain';
import type { Executor } from '../../db/client';
import {
  customersByMobile,
  customersByName,
  firstSkuOf,
  latestOrdersOf,
  ordersNamed,
  productsByName,
  variationsBySku,
} from './search.repository';

type OrderRow = Awaited<ReturnType<typeof ordersNamed>>[number];

const presentOrder = (row: OrderRow): SearchOrder => ({
  ...row,
  orderTimestamp: row.orderTimestamp ? row.orderTimestamp.toISOString() : null,
});

/** Orders named by number or reference first, then the latest of the customers whose mobile matched. */
async function ordersFor(db: Executor, terms: SearchTerms): Promise<SearchOrder[]> {
  const named = await ordersNamed(db, terms.orderId, terms.orderReference);
  let rows = named;
  if (terms.mobilePrefix) {
    const owners = await customersByMobile(db, terms.mobilePrefix, SEARCH_LIMIT);
    const theirs = await latestOrdersOf(
      db,
      owners.map((owner) => owner.id),
      SEARCH_LIMIT,
    );
    rows = [...named, ...theirs.filter((row) => !named.some((n) => n.id === row.id))];
  }
  return rows.slice(0, SEARCH_LIMIT).map(presentOrder);
}

function customersFor(db: Executor, terms: SearchTerms) {
  if (terms.mobilePrefix) return customersByMobile(db, terms.mobilePrefix, SEARCH_LIMIT);
  if (terms.text) return customersByName(db, terms.text, SEARCH_LIMIT);
  return Promise.resolve([]);
}

/** Products whose SKU matches first (a SKU is what a person types to mean one), then by name. */
async function productsFor(db: Executor, terms: SearchTerms): Promise<SearchProduct[]> {
  if (!terms.text) return [];
  const bySku = await variationsBySku(db, terms.text, SEARCH_LIMIT);
  const byName = await productsByName(db, terms.text, SEARCH_LIMIT);
  const found: SearchProduct[] = [];
  for (const row of bySku) if (!found.some((p) => p.id === row.id)) found.push(row);
  const named = byName.filter((row) => !found.some((p) => p.id === row.id));
  const skus = await firstSkuOf(
    db,
    named.map((row) => row.id),
  );
  for (const row of named) found.push({ ...row, sku: skus.get(row.id) ?? null });
  return found.slice(0, SEARCH_LIMIT);
}

/**
 * What the command palette offers for a text: each kind only to a role that may open its
 * screen, so a role without the orders screen gets no orders (and no query is run for them).
 */
export async function search(db: Executor, principal: Principal, q: string): Promise<SearchAnswer> {
  const terms = searchTermsOf(q);
  const may = (kind: keyof typeof SEARCH_SCREENS) => canOpen(principal, SEARCH_SCREENS[kind]);
  // PGlite has one connection: the look-ups run one after another either way.
  const orders = may('orders') ? await ordersFor(db, terms) : [];
  const customers = may('customers') ? await customersFor(db, terms) : [];
  const products = may('products') ? await productsFor(db, terms) : [];
  return { orders, customers, products };
}
