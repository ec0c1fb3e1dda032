-- hand-written (drizzle-kit does not declare triggers): any change to a session, an admin or a
-- role tells every instance on the database to forget the sessions it checked in the last
-- seconds (plugins/session-cache.ts), on the live channel the instances LISTEN on
-- ('mandi_live', modules/events/live-channel.ts). NOTIFY is delivered at commit, never for a
-- rollback, and once per transaction however many statements send it. New sessions need no
-- notice: no instance holds a token it has not seen.
CREATE FUNCTION "sessions_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mandi_live', '{"topic":"sessions"}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "admin_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "admins_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "admins"
FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "admins_roles_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "admins_roles"
FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();
