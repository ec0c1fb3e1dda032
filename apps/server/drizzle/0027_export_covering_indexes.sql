-- hand-written (drizzle-kit cannot declare INCLUDE): the order export's Lines sheet names each
-- line's product and variation; over a year these are read whole (hash joins over the catalogue),
-- and these narrow copies of (id, the names shown) are read instead of the tables' wide rows.
CREATE INDEX "products_id_name_hsn_code_index" ON "products" USING btree ("id") INCLUDE ("name", "hsn_code");--> statement-breakpoint
CREATE INDEX "products_variations_id_name_sku_index" ON "products_variations" USING btree ("id") INCLUDE ("name", "sku");
