-- Report numbers are handed out in blocks of 20 (command-api/src/incidents/report-numbers.ts): one
-- nextval reserves the 20 numbers up to the value it returns, so a report costs no extra round trip
-- to the database. Numbers stay unique across processes; a restart leaves the unused rest of a
-- block as a gap, as a failed submission already did.
ALTER SEQUENCE incident_report_number_seq INCREMENT BY 20;
