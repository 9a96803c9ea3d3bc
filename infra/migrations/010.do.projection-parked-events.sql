-- Dead letters of the projections (issue 24): an event a projection's handler cannot apply is set
-- aside here in the same transaction as the checkpoint moving past it, so the projection goes on.
-- Later events of the same stream are parked behind it (blocked_by) to keep each stream in order.
-- An admin asks for a retry by setting retry_requested_at; the active runner re-applies the rows
-- in log order in its own transaction and deletes those that now apply.
CREATE TABLE projection_parked_events (
  projection         text NOT NULL,
  event_id           uuid NOT NULL,
  stream_id          text NOT NULL,
  event_type         text NOT NULL,
  tx                 xid8 NOT NULL,
  gp                 bigint NOT NULL,
  error              text NOT NULL,
  -- The parked event of the same stream this one waits behind (null: it failed itself).
  blocked_by         uuid,
  parked_at          timestamptz NOT NULL DEFAULT now(),
  attempts           int NOT NULL DEFAULT 1,
  retry_requested_at timestamptz,
  PRIMARY KEY (projection, event_id)
);
-- Every batch of a runner looks up its projection's parked streams (empty: one index probe).
CREATE INDEX projection_parked_events_by_stream ON projection_parked_events (projection, stream_id);

-- How many events each subscription has parked, kept with the rows above in the same transactions:
-- a runner reads it with its checkpoint and looks further only when it is not 0 (the hot path
-- stays one plain lookup while nothing is parked).
ALTER TABLE es_checkpoints ADD COLUMN parked int NOT NULL DEFAULT 0;
