import type { ListQuery, OrderStatus, StockStatus } from '@mandi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import {
  admins,
  coupons,
  orders,
  ordersHistory,
  ordersProducts,
  products,
  productsVariations,
  transactions,
  users,
} from '../../db/schema';
import type { ListResult } from '../../lib/list';
import { compileWhere } from '../../lib/list/compiled-where';
import { answerPage } from '../../lib/list/list-rows';
import { countRows, type PageJoin, pageArrays } from '../../lib/list/statement';
import { ordersBinding, paymentBadgeOf } from './orders.binding';
import { countedTotal } from './orders-counts';

export type StoredOrder = typeof orders.$inferSelect;
export type LockedProduct = typeof products.$inferSelect;

/** Each list row with its customer's name, mobile and email, joined in the page's statement. */
const CUSTOMER_JOIN: PageJoin = {
  join: 'left join "users" "c" on "c"."id" = "orders"."user_id"',
  columns: {
    customerName: { text: '"c"."full_name"', column: users.fullName },
    customerMobile: { text: '"c"."mobile_number"', column: users.mobileNumber },
    customerEmail: { text: '"c"."email_address"', column: users.emailAddress },
  },
};
const CUSTOMER_KEYS = Object.keys(CUSTOMER_JOIN.columns);

/** The SQL of the orders' reads and writes; the rules (moves, staleness, restocking) are the service's. */
export const ordersRepository = {
  /**
   * A page of the list with each row's customer (name, mobile, email) and payment badge, and
   * the total: from the per-status counters when the filter allows, else counted.
   */
  async list(db: Db, query: ListQuery): Promise<ListResult> {
    const where = compileWhere(db, ordersBinding, query.where);
    const [page, total] = await Promise.all([
      pageArrays(
        db,
        ordersBinding,
        { where, sort: query.sort, limit: query.limit, offset: query.offset },
        CUSTOMER_JOIN,
      ),
      countedTotal(db, query.where) ?? countRows(db, orders, where),
    ]);
    const data = await answerPage(db, ordersBinding, page, query);
    const customerAt: number[] = [];
    for (const key of CUSTOMER_KEYS) customerAt.push(page.shape.keys.indexOf(key));
    for (let i = 0; i < data.length; i++) {
      const row = data[i]!;
      const values = page.arrays[i]!;
      for (let k = 0; k < CUSTOMER_KEYS.length; k++) row[CUSTOMER_KEYS[k]!] = values[customerAt[k]!] ?? null;
      if (row.grandTotal !== undefined && row.amountReceived !== undefined) paymentBadgeOf(row);
    }
    return { data, count: data.length, total, page: query.page, pageCount: Math.ceil(total / query.limit) };
  },

  count(db: Db, query: ListQuery): Promise<number> {
    return (
      countedTotal(db, query.where) ?? countRows(db, orders, compileWhere(db, ordersBinding, query.where))
    );
  },

  async find(db: Executor, id: number): Promise<StoredOrder | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    return order;
  },

  /** The order's row, locked for the rest of the transaction. */
  async lock(tx: Tx, id: number): Promise<StoredOrder | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return order;
  },

  /** The lines with their product and variation names, in the order they were added. */
  lines(db: Executor, orderId: number) {
    return db
      .select({
        id: ordersProducts.id,
        productId: ordersProducts.productId,
        productName: products.name,
        productType: products.productType,
        productsVariationId: ordersProducts.productsVariationId,
        variationName: productsVariations.name,
        sku: productsVariations.sku,
        hsnCode: products.hsnCode,
        unitPrice: ordersProducts.unitPrice,
        salePrice: ordersProducts.salePrice,
        quantity: ordersProducts.quantity,
        subTotal: ordersProducts.subTotal,
        taxedAmount: ordersProducts.taxedAmount,
        cessAmount: ordersProducts.cessAmount,
        returnedQuantity: ordersProducts.returnedQuantity,
        returnedSubTotal: ordersProducts.returnedSubTotal,
      })
      .from(ordersProducts)
      .innerJoin(products, eq(products.id, ordersProducts.productId))
      .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
      .where(eq(ordersProducts.orderId, orderId))
      .orderBy(asc(ordersProducts.id));
  },

  async customer(db: Executor, userId: number) {
    const [customer] = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        mobileNumber: users.mobileNumber,
        emailAddress: users.emailAddress,
        gstNumber: users.gstNumber,
      })
      .from(users)
      .where(eq(users.id, userId));
    return customer;
  },

  async coupon(db: Executor, couponId: number | null) {
    if (!couponId) return undefined;
    const [coupon] = await db
      .select({ id: coupons.id, code: coupons.code, name: coupons.name })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    return coupon;
  },

  /** Payments and refunds, oldest first, with the name of who recorded each. */
  payments(db: Executor, orderId: number) {
    return db
      .select({
        id: transactions.id,
        txnid: transactions.txnid,
        mihpayid: transactions.mihpayid,
        status: transactions.status,
        unmappedstatus: transactions.unmappedstatus,
        cardCategory: transactions.cardCategory,
        amount: transactions.amount,
        net_amount_debit: transactions.net_amount_debit,
        payment_source: transactions.payment_source,
        kind: transactions.kind,
        method: transactions.method,
        note: transactions.note,
        createdBy: transactions.createdBy,
        createdByName: admins.fullName,
        createdTimestamp: transactions.createdTimestamp,
      })
      .from(transactions)
      .leftJoin(admins, eq(admins.id, transactions.createdBy))
      .where(eq(transactions.orderId, orderId))
      .orderBy(asc(transactions.id));
  },

  /** The timeline: every move and note, oldest first, with the staff member's name. */
  history(db: Executor, orderId: number) {
    return db
      .select({
        id: ordersHistory.id,
        fromStatus: ordersHistory.fromStatus,
        toStatus: ordersHistory.toStatus,
        comment: ordersHistory.comment,
        adminId: ordersHistory.adminId,
        adminName: admins.fullName,
        at: ordersHistory.at,
      })
      .from(ordersHistory)
      .leftJoin(admins, eq(admins.id, ordersHistory.adminId))
      .where(eq(ordersHistory.orderId, orderId))
      .orderBy(asc(ordersHistory.at), asc(ordersHistory.id));
  },

  async save(
    tx: Tx,
    id: number,
    set: { status: OrderStatus; comments: string | null; updatedBy: number },
  ): Promise<void> {
    await tx
      .update(orders)
      .set({ ...set, updatedTimestamp: new Date() })
      .where(eq(orders.id, id));
  },

  async addHistory(
    tx: Tx,
    entry: {
      orderId: number;
      fromStatus: OrderStatus;
      toStatus: OrderStatus;
      comment: string | null;
      adminId: number;
    },
  ): Promise<void> {
    await tx.insert(ordersHistory).values(entry);
  },

  /** Quantities the customer still has of the order's lines (less what came back in returns). */
  lineQuantities(tx: Tx, orderId: number) {
    return tx
      .select({
        variationId: ordersProducts.productsVariationId,
        quantity: sql<number>`${ordersProducts.quantity} - ${ordersProducts.returnedQuantity}`.mapWith(
          Number,
        ),
      })
      .from(ordersProducts)
      .where(eq(ordersProducts.orderId, orderId));
  },

  /** These variations whose stock is managed, locked in id order. */
  lockManagedVariations(tx: Tx, ids: number[]) {
    return tx
      .select({
        id: productsVariations.id,
        productId: productsVariations.productId,
        sku: productsVariations.sku,
        manageStock: productsVariations.manageStock,
        stockQuantity: productsVariations.stockQuantity,
        stockStatus: productsVariations.stockStatus,
      })
      .from(productsVariations)
      .where(and(inArray(productsVariations.id, ids), eq(productsVariations.manageStock, true)))
      .orderBy(asc(productsVariations.id))
      .for('update');
  },

  async setStock(
    tx: Tx,
    variationId: number,
    stock: { stockQuantity: number; stockStatus: StockStatus },
  ): Promise<void> {
    await tx.update(productsVariations).set(stock).where(eq(productsVariations.id, variationId));
  },

  /** These products, locked in id order. */
  lockProducts(tx: Tx, ids: number[]): Promise<LockedProduct[]> {
    return tx
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  },
};
