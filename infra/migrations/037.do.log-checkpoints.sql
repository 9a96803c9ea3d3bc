-- The global chain over the log's order (docs/architecture.md, "Deletion-proof history"): each row
-- covers the log up to (tx, gp) with a running hash over every event's stored hash in that order,
-- and is itself chained to the row before, so a changed or removed row is visible too.
CREATE TABLE es_log_checkpoints (
  seq         bigint PRIMARY KEY CHECK (seq >= 1),
  tx          xid8 NOT NULL,
  gp          bigint NOT NULL,
  events      bigint NOT NULL CHECK (events >= 1),
  chain_hash  bytea NOT NULL,
  prev_hash   bytea NOT NULL,
  hash        bytea NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

-- Rows are only ever added, like the events they cover (migration 003).
CREATE FUNCTION es_log_checkpoints_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'log checkpoints are append-only: % on es_log_checkpoints is not allowed', TG_OP
    USING ERRCODE = '42501';
END;
$$;

CREATE TRIGGER es_log_checkpoints_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON es_log_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION es_log_checkpoints_forbid_change();
