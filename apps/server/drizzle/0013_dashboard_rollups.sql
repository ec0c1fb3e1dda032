CREATE TABLE "sales_by_day" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_by_day_pincode" (
	"day" date NOT NULL,
	"pincode" text NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_day_pincode_day_pincode_pk" PRIMARY KEY("day","pincode")
);
--> statement-breakpoint
CREATE TABLE "sales_by_day_product" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_day_product_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_month_pincode" (
	"month" date NOT NULL,
	"pincode" text NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_month_pincode_month_pincode_pk" PRIMARY KEY("month","pincode")
);
--> statement-breakpoint
CREATE TABLE "sales_by_month_product" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_month_product_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE INDEX "sales_by_day_pincode_pincode_day_index" ON "sales_by_day_pincode" USING btree ("pincode","day");--> statement-breakpoint
CREATE INDEX "sales_by_day_product_product_id_day_index" ON "sales_by_day_product" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "sales_by_month_pincode_pincode_month_index" ON "sales_by_month_pincode" USING btree ("pincode","month");--> statement-breakpoint
CREATE INDEX "sales_by_month_product_product_id_month_index" ON "sales_by_month_product" USING btree ("product_id","month");--> statement-breakpoint
-- Backfill from the orders already stored (as rebuildRollups in modules/dashboard/rollups.ts
-- does; afterOrdersWritten keeps them from here). Sold: SOLD_STATUSES.
INSERT INTO "sales_by_day" ("day", "revenue_paise", "orders")
  SELECT (o.order_timestamp AT TIME ZONE 'Asia/Kolkata')::date, round(sum(o.grand_total) * 100)::bigint, count(*)::int
  FROM "orders" o
  WHERE o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment') AND o.order_timestamp IS NOT NULL
  GROUP BY 1;
--> statement-breakpoint
INSERT INTO "sales_by_day_product" ("day", "product_id", "revenue_paise", "quantity", "orders")
  SELECT (o.order_timestamp AT TIME ZONE 'Asia/Kolkata')::date, l.product_id, round(sum(l.sub_total) * 100)::bigint, sum(l.quantity)::int, count(DISTINCT l.order_id)::int
  FROM "orders" o JOIN "orders_products" l ON l.order_id = o.id
  WHERE o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment') AND o.order_timestamp IS NOT NULL
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sales_by_day_pincode" ("day", "pincode", "revenue_paise", "orders")
  SELECT (o.order_timestamp AT TIME ZONE 'Asia/Kolkata')::date, coalesce(pc.pincode, nullif(o.address->>'pincode', '')), round(sum(o.grand_total) * 100)::bigint, count(*)::int
  FROM "orders" o LEFT JOIN "pincodes" pc ON pc.id = o.pincode_id
  WHERE o.status IN ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment') AND o.order_timestamp IS NOT NULL
    AND coalesce(pc.pincode, nullif(o.address->>'pincode', '')) IS NOT NULL
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sales_by_month_product" ("month", "product_id", "revenue_paise", "quantity", "orders")
  SELECT date_trunc('month', "day")::date, "product_id", sum("revenue_paise")::bigint, sum("quantity")::int, sum("orders")::int
  FROM "sales_by_day_product" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sales_by_month_pincode" ("month", "pincode", "revenue_paise", "orders")
  SELECT date_trunc('month', "day")::date, "pincode", sum("revenue_paise")::bigint, sum("orders")::int
  FROM "sales_by_day_pincode" GROUP BY 1, 2;
