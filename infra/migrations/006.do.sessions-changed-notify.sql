-- Processes cache the sessions they have looked up (infra/src/auth/session-cache.ts). Any change to
-- a session row (sign-out, deactivation, role change, expiry sweep) is announced to every process
-- when it commits, so none keeps a revoked session. Payload: the user whose sessions changed.
CREATE FUNCTION sessions_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', OLD.user_id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_changed
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_announce_change();
