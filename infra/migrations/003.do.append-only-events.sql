-- The event log is append-only for everyone, whatever their privileges: UPDATE, DELETE and
-- TRUNCATE on es_events fail with insufficient_privilege. (Only a superuser who disables
-- triggers can change a row, and audit:verify then names the changed event.)
CREATE FUNCTION es_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the event log is append-only: % on es_events is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;

CREATE TRIGGER es_events_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON es_events
  FOR EACH STATEMENT EXECUTE FUNCTION es_forbid_change();
