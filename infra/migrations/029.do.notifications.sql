-- Notifications (issue 37). Written by the notifications reactor, never by a command: each row in
-- the same transaction as the reactor's checkpoint (reactor_checkpoints), so a crash between the
-- two is impossible and a replay writes nothing twice (dedupe_key). These tables are not read
-- models: a rebuild of the read models never touches them, so it never notifies anyone again.
CREATE TABLE reactor_checkpoints (
  name       text PRIMARY KEY,
  -- A log position as formatPosition writes it ('tx:gp').
  position   text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id              uuid PRIMARY KEY,
  -- rule, then the event id or timer key it came from, then the recipient: one row per telling.
  dedupe_key      text NOT NULL UNIQUE,
  recipient_id    uuid NOT NULL,
  kind            text NOT NULL,
  rule            text NOT NULL,
  urgent          boolean NOT NULL DEFAULT false,
  -- Legally required or urgent: e-mailed at once whatever the person chose.
  mandatory       boolean NOT NULL DEFAULT false,
  subject_type    text NOT NULL,
  subject_id      text NOT NULL,
  -- The app path of the subject, e.g. /incidents/<id>.
  link            text NOT NULL,
  -- Never a medical detail: they name the subject and link to it.
  title           text NOT NULL,
  body            text NOT NULL,
  -- How it reaches the person, fixed when written from their preference: app, email or digest.
  delivery        text NOT NULL,
  -- Set when its e-mail (at once, or the digest that carries it) is in mail_outbox.
  mailed_at       timestamptz,
  source_event_id uuid,
  created_at      timestamptz NOT NULL,
  read_at         timestamptz
);
CREATE INDEX notifications_inbox ON notifications (recipient_id, created_at DESC, id);
CREATE INDEX notifications_unread ON notifications (recipient_id) WHERE read_at IS NULL;
CREATE INDEX notifications_by_subject ON notifications (subject_type, subject_id);
CREATE INDEX notifications_to_mail ON notifications (delivery, created_at) WHERE mailed_at IS NULL AND delivery <> 'app';

-- Deadlines the reactor keeps (due tomorrow, overdue, signature and OSHA deadlines): written when
-- the event that sets them is read, fired once by the timer loop in the transaction that writes
-- their notifications, cancelled when the thing is done.
CREATE TABLE notification_timers (
  key          text PRIMARY KEY,
  rule         text NOT NULL,
  due_at       timestamptz NOT NULL,
  payload      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  fired_at     timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX notification_timers_due ON notification_timers (due_at) WHERE fired_at IS NULL AND cancelled_at IS NULL;

-- A person's choice per kind (no row: DEFAULT_NOTIFICATION_CHANNEL), and when their digest goes.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL,
  kind    text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('app', 'email', 'digest')),
  PRIMARY KEY (user_id, kind)
);
CREATE TABLE notification_settings (
  user_id     uuid PRIMARY KEY,
  digest_hour int NOT NULL CHECK (digest_hour BETWEEN 0 AND 23),
  time_zone   text NOT NULL,
  -- The local date of the last digest sent, so a restart neither repeats nor skips one.
  last_digest date
);

-- Mails to send. The sender takes due rows, sends, marks them sent; a failure is retried with
-- backoff and after the last try the row is failed and shown to admins ("Outgoing mail"). A crash
-- between sending and marking may send one duplicate, with the same Message-ID.
CREATE TABLE mail_outbox (
  id               uuid PRIMARY KEY,
  message_id       text NOT NULL UNIQUE,
  notification_ids uuid[] NOT NULL,
  recipient_id     uuid NOT NULL,
  to_address       text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text NOT NULL,
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts         int NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state = 'pending';
CREATE INDEX mail_outbox_recent ON mail_outbox (created_at DESC);
