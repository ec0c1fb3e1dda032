CREATE TABLE "orders_customer_status_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_customer_status_counts_user_id_status_pk" PRIMARY KEY("user_id","status"),
	CONSTRAINT "orders_customer_status_counts_status_check" CHECK ("orders_customer_status_counts"."status" in ('In Cart', 'Order Placed', 'Out for Delivery', 'Order Delivered', 'Order Cancelled', 'Partial Payment'))
);
--> statement-breakpoint
CREATE TABLE "orders_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_status_counts_status_check" CHECK ("orders_status_counts"."status" in ('In Cart', 'Order Placed', 'Out for Delivery', 'Order Delivered', 'Order Cancelled', 'Partial Payment'))
);
--> statement-breakpoint
DROP INDEX "orders_order_timestamp_index";--> statement-breakpoint
ALTER TABLE "orders_customer_status_counts" ADD CONSTRAINT "orders_customer_status_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_status_counts_covering_index" ON "orders_customer_status_counts" USING btree ("user_id","status","count");--> statement-breakpoint
CREATE INDEX "orders_order_timestamp_id_index" ON "orders" USING btree ("order_timestamp","id");
--> statement-breakpoint
-- Backfill: every status (zero included), then each customer's; afterOrdersWritten keeps them from here.
INSERT INTO "orders_status_counts" ("status", "count")
  SELECT s.status, coalesce(c.n, 0)
  FROM unnest(ARRAY['In Cart', 'Order Placed', 'Out for Delivery', 'Order Delivered', 'Order Cancelled', 'Partial Payment']) AS s(status)
  LEFT JOIN (SELECT "status", count(*)::int AS n FROM "orders" GROUP BY "status") c ON c.status = s.status;
--> statement-breakpoint
INSERT INTO "orders_customer_status_counts" ("user_id", "status", "count")
  SELECT "user_id", "status", count(*)::int FROM "orders" GROUP BY "user_id", "status";
