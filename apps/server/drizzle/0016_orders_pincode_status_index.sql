DROP INDEX "orders_pincode_id_index";--> statement-breakpoint
CREATE INDEX "orders_pincode_id_status_order_timestamp_index" ON "orders" USING btree ("pincode_id","status","order_timestamp");