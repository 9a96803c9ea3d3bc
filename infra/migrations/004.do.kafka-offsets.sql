-- Read models fed from Kafka (ARCHITECTURE section 9). Each consumer group's place in each
-- partition is written in the same transaction as the read-model rows it covers, so a crash or a
-- rebalance never applies a message twice or skips one; on assignment a consumer seeks here.
CREATE TABLE kafka_offsets (
  group_id     text NOT NULL,
  topic        text NOT NULL,
  partition    int NOT NULL CHECK (partition >= 0),
  next_offset  bigint NOT NULL DEFAULT 0 CHECK (next_offset >= 0),
  -- The relay's latest watermark applied in this partition: every event of this partition at or
  -- before this log position has been applied. The lowest over all partitions is the position
  -- the Kafka-fed read models have reached (their es_checkpoints row, for consistency waits).
  watermark_tx xid8,
  watermark_gp bigint,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, topic, partition)
);
