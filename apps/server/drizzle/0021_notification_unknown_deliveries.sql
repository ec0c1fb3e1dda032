ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_state_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "unknown_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_state_check" CHECK ("notification_deliveries"."state" in ('pending', 'sending', 'sent', 'failed', 'unknown'));--> statement-breakpoint
-- hand-written: deliveries an earlier version failed as INTERRUPTED (a send a crash cut off) are
-- unknown: they may have reached the phone. Their notifications' reports are recounted.
UPDATE "notification_deliveries" SET "state" = 'unknown', "reason" = NULL WHERE "state" = 'failed' AND "reason" = 'INTERRUPTED';--> statement-breakpoint
UPDATE "notifications" n SET
  "failed_count" = (SELECT count(*) FROM "notification_deliveries" d WHERE d.notification_id = n.id AND d.state = 'failed'),
  "unknown_count" = (SELECT count(*) FROM "notification_deliveries" d WHERE d.notification_id = n.id AND d.state = 'unknown'),
  "failure_reasons" = coalesce((
    SELECT jsonb_object_agg(r.reason, r.c) FROM (
      SELECT d.reason, count(*)::int AS c FROM "notification_deliveries" d
      WHERE d.notification_id = n.id AND d.state = 'failed' GROUP BY d.reason) r), '{}'::jsonb)
WHERE n.id IN (SELECT DISTINCT notification_id FROM "notification_deliveries" WHERE "state" = 'unknown');
