CREATE TABLE "products_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products_search" ADD CONSTRAINT "products_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_index" ON "products_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Every insert and every change of name or enabled on products is copied to products_search.
CREATE FUNCTION "products_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "products_search" ("product_id", "name", "enabled")
  VALUES (NEW."id", NEW."name", NEW."enabled")
  ON CONFLICT ("product_id") DO UPDATE SET "name" = EXCLUDED."name", "enabled" = EXCLUDED."enabled";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync" AFTER INSERT OR UPDATE OF "name", "enabled" ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_search_sync"();--> statement-breakpoint
INSERT INTO "products_search" ("product_id", "name", "enabled") SELECT "id", "name", "enabled" FROM "products";
