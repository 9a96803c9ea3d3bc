-- Report numbers come from one counter row per year, taken in the report's own append transaction
-- (command-api/src/incidents/report-numbers.ts): the row rolls back with a failed append, so the
-- numbers follow the order of submission with no gap, across processes and restarts. This replaces
-- the blocks of 20 of migration 007, which left the rest of a block as a gap on every restart.
CREATE TABLE incident_report_counters (
  year int PRIMARY KEY CHECK (year BETWEEN 1 AND 9999),
  last_number bigint NOT NULL CHECK (last_number > 0)
);

-- Each year goes on from the highest number already recorded in it.
INSERT INTO incident_report_counters (year, last_number)
SELECT m[1]::int, max(m[2]::bigint)
  FROM es_events, regexp_match(data->>'reportNumber', '^IR-(\d{4})-(\d+)$') AS m
 WHERE event_type = 'IncidentReported'
 GROUP BY m[1];

DROP SEQUENCE incident_report_number_seq;
