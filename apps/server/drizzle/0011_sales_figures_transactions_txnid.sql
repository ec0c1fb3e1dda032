ALTER TABLE "products" ADD COLUMN "sales" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "sales" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "savings" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_txnid_lower_index" ON "transactions" USING btree (lower("txnid"));--> statement-breakpoint
-- Existing stores: the figures from the orders already there (SOLD_STATUSES, as refreshSalesFigures counts them).
UPDATE "products" p SET "sales" = f.sales, "orders" = f.orders
FROM (
  SELECT l.product_id, sum(l.sub_total) AS sales, count(DISTINCT l.order_id)::int AS orders
  FROM "orders_products" l JOIN "orders" o ON o.id = l.order_id
  WHERE o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment')
  GROUP BY l.product_id
) f WHERE f.product_id = p.id;--> statement-breakpoint
UPDATE "coupons" c SET "sales" = f.sales, "savings" = f.savings, "times_used" = f.times_used
FROM (
  SELECT coupon_id, sum(grand_total) AS sales, sum(discount_amount) AS savings, count(*)::int AS times_used
  FROM "orders"
  WHERE coupon_id IS NOT NULL AND status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment')
  GROUP BY coupon_id
) f WHERE f.coupon_id = c.id;
