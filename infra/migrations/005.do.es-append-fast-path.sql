-- es_append, same contract as in 001, with less work per call (issue 8, the append benchmark):
-- * An append with an expected version reads the stream row without locking it and moves it with
--   `UPDATE ... WHERE version = <read version>`; a concurrent append makes that update find no row,
--   which is the same conflict (EV409) the lock would have led to, one row lock fewer. `any` still
--   locks first, so it never conflicts.
-- * One event (the usual command) is inserted with VALUES ... RETURNING instead of unnest, and the
--   function answers through OUT parameters instead of RETURN QUERY.
DROP FUNCTION es_append(text, text, bigint, uuid[], text[], int[], jsonb[], jsonb[], text[], timestamptz);

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
  p_recorded_at timestamptz,
  OUT next_version bigint,
  OUT tx xid8,
  OUT gp bigint
) LANGUAGE plpgsql AS $$
DECLARE
  genesis constant bytea := '\x0000000000000000000000000000000000000000000000000000000000000000';
  v_count   int := cardinality(p_event_ids);
  v_current bigint;
  v_prev    bytea;
  v_hash    bytea;
  v_hashes  bytea[];
  v_prevs   bytea[];
BEGIN
  IF v_count IS NULL OR v_count = 0 THEN
    RAISE EXCEPTION 'es_append needs at least one event' USING ERRCODE = '22023';
  END IF;

  IF p_expected < 0 THEN
    SELECT s.version, s.last_hash INTO v_current, v_prev
      FROM es_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
  ELSE
    SELECT s.version, s.last_hash INTO v_current, v_prev
      FROM es_streams s WHERE s.stream_id = p_stream_id;
  END IF;

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

  IF v_count = 1 THEN
    v_hash := sha256(v_prev || convert_to(p_canonical[1], 'UTF8'));
  ELSE
    v_hash := v_prev;
    v_prevs := '{}';
    v_hashes := '{}';
    FOR i IN 1..v_count LOOP
      v_prevs := v_prevs || v_hash;
      v_hash := sha256(v_hash || convert_to(p_canonical[i], 'UTF8'));
      v_hashes := v_hashes || v_hash;
    END LOOP;
  END IF;

  IF v_current = 0 THEN
    -- A concurrent first append of the same stream makes this insert a conflict, never a merge.
    INSERT INTO es_streams (stream_id, stream_type, version, last_hash)
      VALUES (p_stream_id, p_stream_type, v_count, v_hash)
      ON CONFLICT (stream_id) DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % was created concurrently', p_stream_id USING ERRCODE = 'EV409';
    END IF;
  ELSE
    UPDATE es_streams SET version = v_current + v_count, last_hash = v_hash, updated_at = now()
      WHERE stream_id = p_stream_id AND version = v_current;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % expected at version %, but it changed concurrently', p_stream_id, v_current
        USING ERRCODE = 'EV409';
    END IF;
  END IF;

  IF v_count = 1 THEN
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                           recorded_at, hash, prev_hash)
      VALUES (p_stream_id, v_current + 1, p_event_ids[1], p_types[1], p_schema_versions[1], p_data[1],
              p_metadata[1], p_recorded_at, v_hash, v_prev)
      RETURNING transaction_id, global_position INTO tx, gp;
  ELSE
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata,
                           recorded_at, hash, prev_hash)
    SELECT p_stream_id, v_current + e.ord, e.event_id, e.event_type, e.schema_version, e.data, e.metadata,
           p_recorded_at, v_hashes[e.ord], v_prevs[e.ord]
      FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
           WITH ORDINALITY AS e(event_id, event_type, schema_version, data, metadata, ord)
     ORDER BY e.ord;
    tx := pg_current_xact_id();
    gp := currval('es_events_global_position_seq');
  END IF;
  next_version := v_current + v_count;
END;
$$;
