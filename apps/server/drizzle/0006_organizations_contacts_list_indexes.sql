CREATE INDEX "contacts_person_name_trgm_index" ON "contacts" USING gin ("contact_person_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_index" ON "contacts" USING gin ("email_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_enabled_id_index" ON "contacts" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "organizations_enabled_id_index" ON "organizations" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "organizations_created_timestamp_index" ON "organizations" USING btree ("created_timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_gst_number_unique" ON "organizations" USING btree ("gst_number");