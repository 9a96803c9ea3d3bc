-- Sign-in attempts counted per account and per client address in a one-minute window that starts
-- at the first attempt. One row per key, incremented by an upsert BEFORE the password is checked:
-- the row lock makes the count exact however many attempts arrive at once (login_failures was
-- counted after the check, so parallel attempts all passed it).
CREATE TABLE login_attempts (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts     integer NOT NULL
);
CREATE INDEX login_attempts_window ON login_attempts (window_start);

DROP TABLE login_failures;
