-- Uploads per user and UTC day (issue 24): one row counted up atomically, so parallel uploads
-- cannot pass the daily quota together. Bytes hold reservations of uploads still in flight.
CREATE TABLE upload_quota_usage (
  user_id text    NOT NULL,
  day     date    NOT NULL,
  files   integer NOT NULL,
  bytes   bigint  NOT NULL,
  PRIMARY KEY (user_id, day)
);
