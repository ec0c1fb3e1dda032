CREATE INDEX "addresses_name_trgm_index" ON "addresses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_email_trgm_index" ON "addresses" USING gin ("email_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_mobile_trgm_index" ON "addresses" USING gin ("mobile_number" gin_trgm_ops);