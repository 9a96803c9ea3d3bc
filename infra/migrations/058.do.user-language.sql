-- The interface language a person chose (issue 44): a personal setting like notification_settings,
-- not business history, so a plain table written by PUT /api/user/language and read beside the
-- signed-in user. No row: they never chose, and the device's own choice stands.
CREATE TABLE user_settings (
  user_id  uuid PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en', 'es'))
);
