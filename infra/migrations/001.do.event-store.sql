-- Event store (ARCHITECTURE section 3). Events are only ever inserted; the chain of hashes per
-- stream makes any later edit of a row visible to `npm run audit:verify`.

CREATE TABLE es_streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  version     bigint NOT NULL CHECK (version >= 0),
  last_hash   bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE es_events_global_position_seq AS bigint;

CREATE TABLE es_events (
  global_position bigint NOT NULL DEFAULT nextval('es_events_global_position_seq'),
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_version  bigint NOT NULL CHECK (stream_version >= 1),
  event_id        uuid NOT NULL UNIQUE,
  event_type      text NOT NULL,
  schema_version  int NOT NULL CHECK (schema_version >= 1),
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL,
  hash            bytea NOT NULL,
  prev_hash       bytea NOT NULL,
  PRIMARY KEY (stream_id, stream_version)
);
ALTER SEQUENCE es_events_global_position_seq OWNED BY es_events.global_position;

-- The log is read in commit-safe order: (transaction_id, global_position), see es_read_all below.
CREATE UNIQUE INDEX es_events_log_order ON es_events (transaction_id, global_position);

CREATE TABLE es_checkpoints (
  subscription_id    text PRIMARY KEY,
  tx                 xid8 NOT NULL DEFAULT '0',
  gp                 bigint NOT NULL DEFAULT 0,
  projection_version int,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- Appends one or more events to one stream in a single statement (one round trip, one short
-- transaction). p_expected: -1 = any, 0 = the stream must not exist, n = the stream must be at n.
-- Each event's hash = sha256(previous hash || canonical JSON of the event), the canonical text
-- being made by the application (infra/src/event-store/canonical-json.ts) so verify can redo it.
CREATE FUNCTION es_append(
  p_stream_id text,
  p_stream_type text,
  p_expected bigint,
  p_event_ids uuid[],
  p_types text[],
  p_schema_versions int[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_canonical text[],
  p_recorded_at timestamptz
) RETURNS TABLE (next_version bigint, tx xid8, gp bigint)
LANGUAGE plpgsql AS $$
DECLARE
  genesis constant bytea := '\x0000000000000000000000000000000000000000000000000000000000000000';
  v_count   int := cardinality(p_event_ids);
  v_current bigint;
  v_prev    bytea;
  v_hashes  bytea[] := '{}';
  v_prevs   bytea[] := '{}';
BEGIN
  IF v_count IS NULL OR v_count = 0 THEN
    RAISE EXCEPTION 'es_append needs at least one event' USING ERRCODE = '22023';
  END IF;

  SELECT s.version, s.last_hash INTO v_current, v_prev
    FROM es_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;

  IF NOT FOUND THEN
    IF p_expected > 0 THEN
      RAISE EXCEPTION 'stream % expected at version %, but it does not exist', p_stream_id, p_expected
        USING ERRCODE = 'EV409';
    END IF;
    v_current := 0;
    v_prev := genesis;
  ELSIF p_expected >= 0 AND v_current <> p_expected THEN
    RAISE EXCEPTION 'stream % expected at version %, but it is at %', p_stream_id, p_expected, v_current
      USING ERRCODE = 'EV409';
  END IF;

  FOR i IN 1..v_count LOOP
    v_prevs := v_prevs || v_prev;
    v_prev := sha256(v_prev || convert_to(p_canonical[i], 'UTF8'));
    v_hashes := v_hashes || v_prev;
  END LOOP;

  IF v_current = 0 THEN
    -- A concurrent first append of the same stream makes this insert a conflict, never a merge.
    INSERT INTO es_streams (stream_id, stream_type, version, last_hash)
      VALUES (p_stream_id, p_stream_type, v_count, v_prev)
      ON CONFLICT (stream_id) DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % was created concurrently', p_stream_id USING ERRCODE = 'EV409';
    END IF;
  ELSE
    UPDATE es_streams SET version = v_current + v_count, last_hash = v_prev, updated_at = now()
      WHERE stream_id = p_stream_id;
  END IF;

  INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                         recorded_at, hash, prev_hash)
  SELECT p_stream_id, v_current + e.ord, e.event_id, e.event_type, e.schema_version, e.data, e.metadata,
         p_recorded_at, v_hashes[e.ord], v_prevs[e.ord]
    FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
         WITH ORDINALITY AS e(event_id, event_type, schema_version, data, metadata, ord)
   ORDER BY e.ord;

  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id(), currval('es_events_global_position_seq');
END;
$$;

-- Report numbers (IR-{year}-{6 digits}) come from here: unique whatever the clock says.
CREATE SEQUENCE incident_report_number_seq AS bigint;
