ALTER TABLE "products_images" ADD COLUMN "original_image" text;--> statement-breakpoint
ALTER TABLE "products_variations" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products_variations" ADD COLUMN "kept_aside" boolean DEFAULT false NOT NULL;