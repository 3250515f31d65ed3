-- The reporting data set moved to the analytics store (a DuckDB file, server/areas/analytics/store/):
-- no SQL written by a user runs on this database any more. Its tables, the ERP views over them and
-- the reader roles' grants go. The roles themselves stay: they belong to the whole PostgreSQL
-- cluster, where another database may still be on an older version.
DROP SCHEMA IF EXISTS erp CASCADE;
--> statement-breakpoint
DO $$
BEGIN
	REVOKE ALL ON "sales_customer", "sales_material" FROM portal_report_reader, portal_sql_reader;
EXCEPTION WHEN undefined_object THEN NULL;
END $$;
--> statement-breakpoint
DROP TABLE "currency_rate" CASCADE;--> statement-breakpoint
DROP TABLE "reporting_dataset" CASCADE;--> statement-breakpoint
DROP TABLE "sales_fact" CASCADE;--> statement-breakpoint
DROP TABLE "sales_fact_month" CASCADE;--> statement-breakpoint
DROP TABLE "sales_plan" CASCADE;
