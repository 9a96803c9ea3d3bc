-- Who a notification names in its title or body (issue 41): [{ "id": <personal-data id>, "name": <as
-- written> }]. Erasing a person's data scrubs the rows that name them by id: matching their name as
-- text missed other spellings and hit whoever else had the same name. Mails are scrubbed through the
-- notifications they carry (mail_outbox.notification_ids) and by their recipient_id.
ALTER TABLE notifications ADD COLUMN named_people jsonb NOT NULL DEFAULT '[]';
CREATE INDEX notifications_named_people ON notifications USING gin (named_people jsonb_path_ops);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (recipient_id);

-- Rows written before: the ids of whom the three naming rules named, from the event or timer they
-- came from (ids are not sealed). The name as written is unknown; an erasure then scrubs the names
-- the person's record held.
UPDATE notifications n SET named_people = jsonb_build_array(jsonb_build_object('id', e.data->>'reportedBy'))
  FROM es_events e
 WHERE n.rule = 'incident-reported' AND e.event_id = n.source_event_id AND e.data->>'reportedBy' IS NOT NULL;

UPDATE notifications n SET named_people = jsonb_build_array(jsonb_build_object('id', e.data->>'by'))
  FROM es_events e
 WHERE n.rule = 'investigation-review' AND e.event_id = n.source_event_id
   AND e.event_type = 'InvestigationSubmitted' AND e.data->>'by' IS NOT NULL;

UPDATE notifications n SET named_people = jsonb_build_array(jsonb_build_object('id', t.payload->>'assigneeId'))
  FROM notification_timers t
 WHERE n.rule = 'deadline-overdue' AND n.dedupe_key = 'deadline-overdue:timer:' || t.key || ':' || n.recipient_id
   AND n.recipient_id::text <> t.payload->>'assigneeId';
