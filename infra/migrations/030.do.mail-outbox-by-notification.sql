-- The notification log (GET /api/notifications/log) finds the mail that carries each notification:
-- an index on the array, so the lookup does not read the whole outbox.
CREATE INDEX mail_outbox_by_notification ON mail_outbox USING gin (notification_ids);
