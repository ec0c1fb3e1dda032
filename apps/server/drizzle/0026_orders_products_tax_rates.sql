ALTER TABLE "orders_products" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_products" ADD COLUMN "cess_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written backfill: lines priced before this migration kept no rates, so they take their
-- product's CURRENT tax (the best the data knows; a rate changed since cannot be recovered):
-- the GST rate when the product is taxable, and the cess rate only where the line was charged
-- cess (lines priced before cess existed charged none, and their documents must say so).
UPDATE "orders_products" op
SET "tax_rate" = t."rate",
    "cess_rate" = CASE WHEN op."cess_amount" > 0 THEN t."cess_rate" ELSE 0 END
FROM "products" p
JOIN "taxes" t ON t."id" = p."tax_id"
WHERE p."id" = op."product_id" AND p."is_taxable" AND (t."rate" <> 0 OR t."cess_rate" <> 0);
