-- Server processes keep signed-in sessions (with their user) in memory for a few seconds
-- (src/modules/auth/session-cache.ts). These notices tell every process to forget a user's
-- sessions when the user or one of their sessions changes; the payload is the user id. Not on
-- a session's last use, which every request may write.
CREATE OR REPLACE FUNCTION session_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_notify_user();
--> statement-breakpoint
CREATE TRIGGER sessions_session_notify
  AFTER DELETE OR UPDATE OF revoked_at, expires_at, user_id, acting ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_notify_user();
