-- Banners made before names existed are called after their position and id.
ALTER TABLE "banners" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "banners" SET "name" = "banner_position" || ' banner ' || "id";--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "description" text;
