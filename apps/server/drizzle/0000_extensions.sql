-- pg_trgm gives the searches their trigram indexes (item_search, party_search); it comes before the tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
