-- Trigram indexes let the incident search (a substring anywhere, LIKE '%text%') use an index
-- instead of reading every row; the incidents projection creates its index with this operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
