-- Crypto-shredding (docs/architecture.md, "Personal data"): one data key per person, wrapped with
-- the master key. Erasing a person deletes the wrapped key; the row stays to say when and that
-- nothing more may be written for them.
CREATE TABLE personal_data_keys (
  subject_id  text PRIMARY KEY,
  wrapped_key bytea,
  created_at  timestamptz NOT NULL DEFAULT now(),
  erased_at   timestamptz,
  CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
);
