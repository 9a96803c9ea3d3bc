-- The projection runner retries its parked events itself (on its own schedule and when an admin
-- asks through the parked-events route), so the request column of migration 010 is not read.
ALTER TABLE projection_parked_events DROP COLUMN IF EXISTS retry_requested_at;
