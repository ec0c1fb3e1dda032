ALTER TABLE "users" ADD COLUMN "lifetime_value" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_has_placed_order_last_order_total_index" ON "users" USING btree ("has_placed_order","last_order_total");--> statement-breakpoint
CREATE INDEX "users_has_placed_order_last_order_timestamp_index" ON "users" USING btree ("has_placed_order","last_order_timestamp");--> statement-breakpoint
CREATE INDEX "users_lifetime_value_index" ON "users" USING btree ("lifetime_value");--> statement-breakpoint
CREATE INDEX "users_total_orders_index" ON "users" USING btree ("total_orders");--> statement-breakpoint
-- Existing customers' totals from their orders (refreshCustomerTotals' rule: placed, out for
-- delivery, delivered and partly paid orders count; the latest of them is the last order).
UPDATE "users" u SET
  "lifetime_value" = coalesce(t.lifetime_value, 0),
  "total_orders" = coalesce(t.total_orders, 0),
  "has_placed_order" = l.order_time IS NOT NULL,
  "last_order_total" = l.grand_total,
  "last_order_timestamp" = l.order_time
FROM "users" target
LEFT JOIN (
  SELECT user_id, sum(grand_total) AS lifetime_value, count(*)::int AS total_orders FROM "orders"
  WHERE status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment')
  GROUP BY user_id
) t ON t.user_id = target.id
LEFT JOIN LATERAL (
  SELECT o.grand_total, coalesce(o.order_timestamp, o.created_timestamp) AS order_time FROM "orders" o
  WHERE o.user_id = target.id
    AND o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment')
  ORDER BY coalesce(o.order_timestamp, o.created_timestamp) DESC, o.id DESC LIMIT 1
) l ON true
WHERE u.id = target.id;
