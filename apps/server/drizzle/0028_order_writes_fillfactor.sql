-- hand-written (drizzle-kit cannot declare a table's storage parameters): room on each page for
-- the new version of a row that order writes update, so the update stays on its page and skips
-- the table's indexes (a HOT update) when no indexed column changes: sales figures on products
-- (11 indexes), an order's amounts, its lines' quantities and returns, and the rollups rows
-- whose figures are not indexed. New pages are filled to 90%; existing ones are repacked only
-- by a rewrite (VACUUM FULL): docs/DECISIONS.md, "Orders: what follows an order write".
ALTER TABLE "products" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "orders" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "orders_products" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "rollup_order_contributions" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "rollup_order_product_contributions" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "sales_by_day_product" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "sales_by_day_pincode" SET (fillfactor = 90);
