import {
  createGstr1Builder,
  type DocumentProblem,
  documentProblems,
  type GstCheck,
  type Gstr1Build,
  groupHasProblems,
  gstr1Totals,
  parseReturnPeriod,
  RETURN_PERIOD_MESSAGE,
  type ReturnPeriod,
  reconcileGstr1,
} from '@mandi/domain';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { groupByOrder } from '../order-documents/invoices.service';
import {
  buyersOf,
  creditNotesIssued,
  gstSettings,
  type IssuedInvoiceRow,
  invoicesIssued,
  lineProductsOf,
  smallSalesIssued,
  smallSalesOfGroup,
  untaxedLinesIssued,
} from './gst.repository';

export const STORE_GSTIN_MISSING = "Add the store's GST number in the settings before preparing GSTR-1";

/** A problem found in a document, with the document it was found in. */
interface Found extends DocumentProblem {
  document: GstCheck['document'];
  serial: string;
  orderId: number;
}

export interface PeriodReturn {
  period: ReturnPeriod;
  gstin: string;
  b2clThreshold: number;
  build: Gstr1Build;
  checks: GstCheck[];
}

export function periodOf(key: string): ReturnPeriod {
  const period = parseReturnPeriod(key);
  if (!period) throw badRequest(RETURN_PERIOD_MESSAGE, [{ field: 'period', message: RETURN_PERIOD_MESSAGE }]);
  return period;
}

/**
 * GSTR-1 of a period from the invoices and credit notes issued in it, each read as issued
 * (the GST part of its document; older documents carry no cess, read as 0), summed a batch at
 * a time, and what their documents show must be fixed.
 */
export async function periodReturn(db: Executor, key: string): Promise<PeriodReturn> {
  const period = periodOf(key);
  const store = await gstSettings(db);
  if (!store?.gstNumber) throw conflict(STORE_GSTIN_MISSING);
  const builder = createGstr1Builder({
    gstin: store.gstNumber,
    fp: period.fp,
    b2clThreshold: store.b2clThreshold,
  });
  const found: Found[] = [];
  const problemsOf = (row: IssuedInvoiceRow, document: Found['document']) => {
    for (const problem of documentProblems(row.document)) {
      found.push({ ...problem, document, serial: row.document.serial, orderId: row.orderId });
    }
  };
  // Small sales are summed by the database; the B2B and B2CL invoices are read one by one.
  const small = await smallSalesIssued(db, period.from, period.to, store.b2clThreshold);
  const named = new Set<number>();
  for (const group of small.groups) {
    builder.addSmallSalesGroup(group);
    if (!groupHasProblems(group)) continue;
    for (const row of await smallSalesOfGroup(db, period.from, period.to, store.b2clThreshold, group)) {
      if (!named.has(row.id)) problemsOf(row, 'invoice');
      named.add(row.id);
    }
  }
  builder.addSmallSales(small.sales);
  for await (const rows of invoicesIssued(db, period.from, period.to, store.b2clThreshold)) {
    for (const row of rows) {
      builder.addInvoice(row.document);
      problemsOf(row, 'invoice');
    }
  }
  for await (const rows of creditNotesIssued(db, period.from, period.to)) {
    for (const row of rows) {
      builder.addCreditNote(row.document, row.invoiceValue);
      problemsOf(row, 'credit-note');
    }
  }
  const checks = await checksOf(db, found, period);
  return {
    period,
    gstin: store.gstNumber,
    b2clThreshold: store.b2clThreshold,
    build: builder.finish(),
    checks,
  };
}

/** The checks, each with what to open to fix it: the line's product, the buyer's organization or customer. */
async function checksOf(db: Executor, found: Found[], period: ReturnPeriod): Promise<GstCheck[]> {
  const orderIds = [...new Set(found.map((problem) => problem.orderId))];
  const buyers = new Map((await buyersOf(db, orderIds)).map((row) => [row.orderId, row]));
  const lineProducts = groupByOrder(await lineProductsOf(db, orderIds));
  const checks: GstCheck[] = found.map((problem) => {
    const buyer = buyers.get(problem.orderId);
    const productId = problem.line
      ? (lineProducts.get(problem.orderId)?.[problem.line - 1]?.productId ?? null)
      : null;
    const gstinProblem = problem.kind === 'invalid-gstin';
    return {
      ...problem,
      productId,
      organizationId: gstinProblem ? (buyer?.organizationId ?? null) : null,
      userId: gstinProblem && !buyer?.organizationId ? (buyer?.userId ?? null) : null,
    };
  });
  for (const line of await untaxedLinesIssued(db, period.from, period.to)) {
    checks.push({
      kind: 'no-tax-rate',
      message: `${line.serial} line ${line.line} (${line.productName}): the product is taxable but has no tax, so it was invoiced at 0%`,
      document: 'invoice',
      serial: line.serial,
      orderId: line.orderId,
      line: line.line,
      productId: line.productId,
      organizationId: null,
      userId: null,
    });
  }
  return checks;
}

/** What the screen shows: each table's totals, the reconciliation and the checks. */
export async function periodSummary(db: Executor, key: string) {
  const { period, gstin, b2clThreshold, build, checks } = await periodReturn(db, key);
  return {
    period,
    gstin,
    b2clThreshold,
    invoiceCount: build.documents.invoiceCount,
    creditNoteCount: build.documents.creditNoteCount,
    tables: gstr1Totals(build.json),
    reconciliation: reconcileGstr1(build.json, build.documents),
    checks,
  };
}
