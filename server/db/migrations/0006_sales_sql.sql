-- Fuzzy lookups of the sales area (server/sales/fuzzy.ts): typed words are corrected against the
-- word list by trigram similarity, rows are found by a full-text index over the search texts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The one normalisation of search texts and typed queries: lower case, German umlauts spelt out
-- (so "Heizkörper" and "Heizkoerper" agree), other accents removed (Nováková → novakova), anything
-- but letters and digits turned into single spaces ("Therm-X2 600/1000" → "therm x2 600 1000").
-- unaccent() itself is only STABLE (its dictionary could change); naming the dictionary makes the
-- wrapper safe to declare IMMUTABLE, so that it may appear in index expressions.
CREATE OR REPLACE FUNCTION sales_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(regexp_replace(
    public.unaccent('public.unaccent'::regdictionary,
      replace(replace(replace(replace(lower(value), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')),
    '[^a-z0-9]+', ' ', 'g'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sales_search_word_trgm ON sales_search_word USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sales_customer_name_fts ON sales_customer USING gin (to_tsvector('simple', name_doc));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sales_customer_city_trgm ON sales_customer USING gin (city_doc gin_trgm_ops);

--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sales_material_doc_fts ON sales_material USING gin (to_tsvector('simple', doc));
