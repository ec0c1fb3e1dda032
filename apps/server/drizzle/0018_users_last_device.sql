ALTER TABLE "users" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "app_version" text;--> statement-breakpoint
CREATE INDEX "users_push_version_platform_index" ON "users" USING btree ((case when "app_version" is not null then (string_to_array("app_version", '.')::int[] || '{0,0,0,0}'::int[])[1:4] end),"platform","app_version") WHERE "users"."push_id" is not null and "users"."push_id" <> '';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platform_check" CHECK ("users"."platform" in ('android', 'ios'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_app_version_check" CHECK ("users"."app_version" ~ '^[0-9]{1,4}([.][0-9]{1,4}){0,3}$');--> statement-breakpoint
-- hand-written backfill: each customer's last known phone, from the device data of their newest
-- order naming a platform or an app version (the same rule as modules/orders/customer-device.ts):
-- android/ios whatever the case, else null; a version of 1 to 4 dotted numbers, else null.
UPDATE "users" u SET "platform" = d.platform, "app_version" = d.app_version
FROM (
  SELECT DISTINCT ON (o.user_id) o.user_id,
    CASE lower(btrim(o.device_data->>'platform')) WHEN 'android' THEN 'android' WHEN 'ios' THEN 'ios' END AS platform,
    CASE WHEN btrim(o.device_data->>'appVersion') ~ '^[0-9]{1,4}([.][0-9]{1,4}){0,3}$'
      THEN btrim(o.device_data->>'appVersion') END AS app_version
  FROM "orders" o
  WHERE coalesce(o.device_data->>'platform', o.device_data->>'appVersion') IS NOT NULL
  ORDER BY o.user_id, coalesce(o.order_timestamp, o.created_timestamp) DESC NULLS LAST, o.id DESC
) d
WHERE u.id = d.user_id AND (d.platform IS NOT NULL OR d.app_version IS NOT NULL);
