-- Analytics: what drizzle cannot declare.
-- 1. A BRIN index on the invoice date: document numbers, and so the physical order of
--    sales_fact, follow the date, so date ranges skip most of the table for a few kilobytes.
-- 2. The demo ERP schema "erp" with SAP-like names: views over the sales data (a document's
--    header is its first line; its net value the sum of its valid lines).
-- 3. Two roles without login that user-shaped queries run as (SET LOCAL ROLE inside a read-only
--    transaction): portal_report_reader reads the reporting tables, portal_sql_reader only the
--    erp schema. Roles belong to the whole PostgreSQL cluster, so several databases (and test
--    runs migrating at once) may meet an existing role: that is not an error.
CREATE INDEX IF NOT EXISTS "sales_fact_invoice_date_brin" ON "sales_fact" USING brin ("invoice_date");
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS erp;
--> statement-breakpoint
CREATE VIEW erp.vbak AS
SELECT lpad(f.doc_no::text, 10, '0') AS vbeln,
	f.invoice_date - (3 + abs(hashint4(f.doc_no)) % 18) AS erdat,
	f.invoice_date - (3 + abs(hashint4(f.doc_no)) % 18) AS audat,
	'TA'::text AS auart,
	f.comp_code AS vkorg,
	'10'::text AS vtweg,
	CASE WHEN f.branch_code = 'HT' THEN '10' ELSE '20' END AS spart,
	c.number AS kunnr,
	(coalesce((SELECT sum(g.revenue) FROM public.sales_fact g WHERE g.doc_no = f.doc_no AND g.valid), 0) / 100.0)::numeric(15, 2) AS netwr,
	f.currency AS waerk,
	f.invoice_date AS vdatu
FROM public.sales_fact f
JOIN public.sales_customer c ON c.id = f.customer_id
WHERE f.item = 10;
--> statement-breakpoint
CREATE VIEW erp.vbap AS
SELECT lpad(f.doc_no::text, 10, '0') AS vbeln,
	lpad(f.item::text, 6, '0') AS posnr,
	m.number AS matnr,
	m.description_de AS arktx,
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
CREATE VIEW erp.likp AS
SELECT lpad((k.vbeln::integer + 70000000)::text, 10, '0') AS vbeln,
	k.vdatu AS lfdat,
	k.vdatu AS wadat_ist,
	k.kunnr,
	k.vkorg AS vstel,
	k.vkorg,
	'LF'::text AS lfart
FROM erp.vbak k;
--> statement-breakpoint
CREATE VIEW erp.lips AS
SELECT lpad((f.doc_no + 70000000)::text, 10, '0') AS vbeln,
	lpad(f.item::text, 6, '0') AS posnr,
	m.number AS matnr,
	f.quantity::numeric(15, 3) AS lfimg,
	'ST'::text AS vrkme,
	lpad(f.doc_no::text, 10, '0') AS vgbel,
	lpad(f.item::text, 6, '0') AS vgpos,
	m.plant AS werks
FROM public.sales_fact f
JOIN public.sales_material m ON m.id = f.material_id;
--> statement-breakpoint
CREATE VIEW erp.kna1 AS
SELECT c.number AS kunnr,
	c.name AS name1,
	c.street AS stras,
	c.postal_code AS pstlz,
	c.city AS ort01,
	c.country AS land1,
	'0001'::text AS ktokd,
	c.customer_hierarchy AS kdgrp,
	c.created_on AS erdat
FROM public.sales_customer c;
--> statement-breakpoint
CREATE VIEW erp.mara AS
SELECT m.number AS matnr,
	'FERT'::text AS mtart,
	m.material_group AS matkl,
	CASE WHEN m.branch_code = 'HT' THEN '10' ELSE '20' END AS spart,
	'ST'::text AS meins,
	m.gross_weight_kg AS brgew,
	'KG'::text AS gewei
FROM public.sales_material m;
--> statement-breakpoint
CREATE VIEW erp.makt AS
SELECT m.number AS matnr, 'D'::text AS spras, m.description_de AS maktx FROM public.sales_material m
UNION ALL
SELECT m.number AS matnr, 'E'::text AS spras, m.description_en AS maktx FROM public.sales_material m;
--> statement-breakpoint
-- The reader roles of reports and the SQL editor (server/analytics/guarded-run.ts). An application
-- role that may not create roles (what a DBA gives an application) skips them with a warning: the
-- DBA creates them (docs/deployment.md) and the server says at start which one is missing.
DO $$
DECLARE
	reader text;
BEGIN
	FOREACH reader IN ARRAY ARRAY['portal_report_reader', 'portal_sql_reader'] LOOP
		IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = reader) THEN
			BEGIN
				EXECUTE format('CREATE ROLE %I NOLOGIN', reader);
			EXCEPTION
				WHEN duplicate_object OR unique_violation THEN NULL;
				WHEN insufficient_privilege THEN
					RAISE WARNING 'role % is missing and % may not create roles (docs/deployment.md)', reader, current_user;
			END;
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
DO $$
BEGIN
	-- The server's own user must be allowed to SET ROLE to them (a superuser always is).
	EXECUTE format('GRANT portal_report_reader, portal_sql_reader TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_report_reader') THEN
		GRANT SELECT ON "reporting_dataset", "currency_rate", "sales_customer", "sales_material",
			"sales_fact", "sales_fact_month", "sales_plan" TO portal_report_reader;
	END IF;
	IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_sql_reader') THEN
		GRANT USAGE ON SCHEMA erp TO portal_sql_reader;
		GRANT SELECT ON ALL TABLES IN SCHEMA erp TO portal_sql_reader;
		ALTER DEFAULT PRIVILEGES IN SCHEMA erp GRANT SELECT ON TABLES TO portal_sql_reader;
	END IF;
END $$;
