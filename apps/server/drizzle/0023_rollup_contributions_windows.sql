CREATE TABLE "rollup_order_contributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"pincode" text,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_order_product_contributions" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "rollup_order_product_contributions_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_window_product" (
	"days" integer NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_window_product_days_product_id_pk" PRIMARY KEY("days","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_windows" (
	"days" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_window_product_by_revenue" ON "sales_window_product" USING btree ("days","revenue_paise" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "sales_window_product_by_quantity" ON "sales_window_product" USING btree ("days","quantity" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- Backfill: each sold order's contribution as the rollups already hold it (they were kept equal to the orders), so later writes apply only their difference.
INSERT INTO "rollup_order_contributions" ("order_id", "day", "pincode", "revenue_paise")
SELECT o.id, (o.order_timestamp AT TIME ZONE 'Asia/Kolkata')::date, coalesce(pc.pincode, nullif(o.address->>'pincode', '')),
  round((o.grand_total - o.returned_amount) * 100)::bigint
FROM orders o LEFT JOIN pincodes pc ON pc.id = o.pincode_id
WHERE o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment') AND o.order_timestamp IS NOT NULL;--> statement-breakpoint
INSERT INTO "rollup_order_product_contributions" ("order_id", "product_id", "revenue_paise", "quantity")
SELECT l.order_id, l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint, sum(l.quantity - l.returned_quantity)::int
FROM orders_products l JOIN rollup_order_contributions c ON c.order_id = l.order_id
GROUP BY l.order_id, l.product_id;--> statement-breakpoint
-- The windows start empty and far behind: the first read of one fills it from the day rollups.
INSERT INTO "sales_windows" ("days", "last_day") VALUES (7, '2000-01-01'), (30, '2000-01-01'), (365, '2000-01-01');
