DROP TABLE "orders_customer_status_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_status_counts" integer[] DEFAULT '{0,0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
-- hand-written backfill: each customer's orders counted per status, in ORDER_STATUSES' order
-- (In Cart, Order Placed, Out for Delivery, Order Delivered, Order Cancelled, Partial Payment).
UPDATE "users" u SET "order_status_counts" = c.counts
FROM (
  SELECT "user_id", ARRAY[
    count(*) FILTER (WHERE "status" = 'In Cart')::int,
    count(*) FILTER (WHERE "status" = 'Order Placed')::int,
    count(*) FILTER (WHERE "status" = 'Out for Delivery')::int,
    count(*) FILTER (WHERE "status" = 'Order Delivered')::int,
    count(*) FILTER (WHERE "status" = 'Order Cancelled')::int,
    count(*) FILTER (WHERE "status" = 'Partial Payment')::int
  ] AS counts
  FROM "orders" GROUP BY "user_id"
) c
WHERE u."id" = c."user_id";
