-- Trigram indexes serve the lists' "contains" filters (name, email, sku) at scale.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
