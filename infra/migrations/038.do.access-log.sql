-- Who saw what (docs/architecture.md, "Who saw what"): one row per opening of health data or an
-- audit record, kept like the log itself: rows are only ever added.
CREATE TABLE access_log (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  user_id    text NOT NULL,
  user_name  text NOT NULL,
  role       text NOT NULL,
  kind       text NOT NULL,
  subject_id text NOT NULL,
  client_ip  text
);
CREATE INDEX access_log_by_time ON access_log (at DESC, id DESC);
CREATE INDEX access_log_by_user ON access_log (user_id, at DESC);

CREATE FUNCTION access_log_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the access log is append-only: % on access_log is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;

CREATE TRIGGER access_log_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_forbid_change();
