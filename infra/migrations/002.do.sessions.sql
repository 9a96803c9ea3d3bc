-- Sign-in state (ARCHITECTURE section 6): sessions are rows, not events. The cookie holds a random
-- token; only its sha256 is stored, so reading this table does not give anyone a session.
CREATE TABLE sessions (
  token_hash   bytea PRIMARY KEY,
  user_id      uuid NOT NULL,
  username     text NOT NULL,
  display_name text NOT NULL,
  role         text NOT NULL,
  remember     boolean NOT NULL,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Failed sign-ins in a sliding window, per account and per client address (throttling).
CREATE TABLE login_failures (
  key       text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key ON login_failures (key, failed_at);
