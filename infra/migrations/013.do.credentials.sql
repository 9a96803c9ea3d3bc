-- Password hashes live here, not in events (issue 25): the hash-chained log can never be edited,
-- so a hash written there could never be taken back. One row per account; the log records only
-- that a password was set, by whom, and whether it is a temporary one.
CREATE TABLE credentials (
  user_id              uuid PRIMARY KEY,
  password_hash        text NOT NULL,
  -- A temporary password an administrator handed out: the account must set its own first.
  must_change          boolean NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- A session opened with a temporary password may only change it or sign out.
ALTER TABLE sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
