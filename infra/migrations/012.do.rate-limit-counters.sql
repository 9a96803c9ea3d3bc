-- Request counters of @fastify/rate-limit (issue 24), shared by every instance of the command API.
-- UNLOGGED: a counter lost in a crash only lets a few requests more through.
CREATE UNLOGGED TABLE rate_limit_counters (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  resets_at timestamptz NOT NULL
);
