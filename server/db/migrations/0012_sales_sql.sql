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
--> statement-breakpoint
-- The ERP views over the masters' descriptions (dropped by the sales migration while the master
-- tables changed shape; the others of the analytics_sql migration read columns that stayed).
CREATE VIEW erp.vbap AS
SELECT lpad(f.doc_no::text, 10, '0') AS vbeln,
	lpad(f.item::text, 6, '0') AS posnr,
	m.number AS matnr,
	m.name AS arktx,
	f.material_group AS matkl,
	f.quantity::numeric(15, 3) AS kwmeng,
	'ST'::text AS vrkme,
	(f.revenue / 100.0)::numeric(15, 2) AS netwr,
	f.currency AS waerk,
	m.plant AS werks,
	CASE WHEN f.valid THEN ''::text ELSE '11'::text END AS abgru
FROM public.sales_fact f
JOIN public.sales_material m ON m.id = f.material_id;
--> statement-breakpoint
CREATE VIEW erp.makt AS
SELECT m.number AS matnr, 'D'::text AS spras, m.name AS maktx FROM public.sales_material m
UNION ALL
SELECT m.number AS matnr, 'E'::text AS spras, m.name_en AS maktx FROM public.sales_material m;
--> statement-breakpoint
DO $$
BEGIN
	-- Without the role (an application role that may not create roles) the DBA grants it (docs/deployment.md).
	IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_sql_reader') THEN
		GRANT SELECT ON erp.vbap, erp.makt TO portal_sql_reader;
	END IF;
END $$;
--> statement-breakpoint
-- Customers carry their account group now (sold-to, ship-to, prospect).
CREATE OR REPLACE VIEW erp.kna1 AS
SELECT c.number AS kunnr,
	c.name AS name1,
	c.street AS stras,
	c.postal_code AS pstlz,
	c.city AS ort01,
	c.country AS land1,
	c.account_group AS ktokd,
	c.customer_hierarchy AS kdgrp,
	c.created_on AS erdat
FROM public.sales_customer c;
