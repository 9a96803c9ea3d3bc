-- The incident history is now written by the `incidents` projection (version 3), in the same
-- transaction as the incidents themselves (issue 8). Its own projection is gone: drop its
-- checkpoints and any rebuild it left half done. The table stays until `incidents` version 3 has
-- rebuilt it beside the live one and switched it in.
DELETE FROM es_checkpoints WHERE subscription_id IN ('incident-history', 'incident-history@rebuild');
DROP SCHEMA IF EXISTS rebuild_incident_history CASCADE;
