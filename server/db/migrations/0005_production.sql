CREATE TABLE "kpi_edit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"before" numeric(15, 3),
	"after" numeric(15, 3),
	"before_comment" text,
	"after_comment" text,
	"note" text,
	"version" integer NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_period" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"number" smallint NOT NULL,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	CONSTRAINT "kpi_period_kind_ck" CHECK (("kpi_period"."kind" = 'week' and "kpi_period"."number" between 1 and 53) or ("kpi_period"."kind" = 'month' and "kpi_period"."number" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "kpi_site" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"variant" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_site_variant_ck" CHECK ("kpi_site"."variant" in ('hvac', 'climate'))
);
--> statement-breakpoint
CREATE TABLE "kpi_site_indicator" (
	"site" text NOT NULL,
	"indicator" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"target_week" numeric(15, 3),
	"warning_week" numeric(15, 3),
	"target_month" numeric(15, 3),
	"warning_month" numeric(15, 3),
	CONSTRAINT "kpi_site_indicator_site_indicator_pk" PRIMARY KEY("site","indicator")
);
--> statement-breakpoint
CREATE TABLE "kpi_value" (
	"period_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"value" numeric(15, 3),
	"comment" text,
	CONSTRAINT "kpi_value_period_id_indicator_pk" PRIMARY KEY("period_id","indicator")
);
--> statement-breakpoint
CREATE TABLE "mes_downtime" (
	"day" date NOT NULL,
	"line" text NOT NULL,
	"shift" smallint NOT NULL,
	"import_id" uuid,
	"reason" text NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "mes_downtime_day_line_shift_reason_pk" PRIMARY KEY("day","line","shift","reason"),
	CONSTRAINT "mes_downtime_minutes_ck" CHECK ("mes_downtime"."minutes" between 0 and 480)
);
--> statement-breakpoint
CREATE TABLE "mes_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes_line" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"product_group" text NOT NULL,
	"shifts" smallint NOT NULL,
	"planned_per_shift" integer NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "mes_line_seq_unique" UNIQUE("seq"),
	CONSTRAINT "mes_line_shifts_ck" CHECK ("mes_line"."shifts" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "mes_output" (
	"day" date NOT NULL,
	"line" text NOT NULL,
	"shift" smallint NOT NULL,
	"import_id" uuid,
	"planned_units" integer NOT NULL,
	"produced_units" integer NOT NULL,
	CONSTRAINT "mes_output_day_line_shift_pk" PRIMARY KEY("day","line","shift"),
	CONSTRAINT "mes_output_units_ck" CHECK ("mes_output"."planned_units" >= 0 and "mes_output"."produced_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mes_scrap" (
	"day" date NOT NULL,
	"line" text NOT NULL,
	"shift" smallint NOT NULL,
	"import_id" uuid,
	"cause" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "mes_scrap_day_line_shift_cause_pk" PRIMARY KEY("day","line","shift","cause"),
	CONSTRAINT "mes_scrap_units_ck" CHECK ("mes_scrap"."units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kpi_edit" ADD CONSTRAINT "kpi_edit_period_id_kpi_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."kpi_period"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_edit" ADD CONSTRAINT "kpi_edit_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_period" ADD CONSTRAINT "kpi_period_site_kpi_site_name_fk" FOREIGN KEY ("site") REFERENCES "public"."kpi_site"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_period" ADD CONSTRAINT "kpi_period_updated_by_portal_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."portal_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_site_indicator" ADD CONSTRAINT "kpi_site_indicator_site_kpi_site_name_fk" FOREIGN KEY ("site") REFERENCES "public"."kpi_site"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_value" ADD CONSTRAINT "kpi_value_period_id_kpi_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."kpi_period"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_downtime" ADD CONSTRAINT "mes_downtime_line_mes_line_id_fk" FOREIGN KEY ("line") REFERENCES "public"."mes_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_downtime" ADD CONSTRAINT "mes_downtime_import_id_mes_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."mes_import"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_import" ADD CONSTRAINT "mes_import_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_line" ADD CONSTRAINT "mes_line_site_kpi_site_name_fk" FOREIGN KEY ("site") REFERENCES "public"."kpi_site"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_output" ADD CONSTRAINT "mes_output_line_mes_line_id_fk" FOREIGN KEY ("line") REFERENCES "public"."mes_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_output" ADD CONSTRAINT "mes_output_import_id_mes_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."mes_import"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_scrap" ADD CONSTRAINT "mes_scrap_line_mes_line_id_fk" FOREIGN KEY ("line") REFERENCES "public"."mes_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_scrap" ADD CONSTRAINT "mes_scrap_import_id_mes_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."mes_import"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_edit_period_idx" ON "kpi_edit" USING btree ("period_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_period_site_kind_year_number_uq" ON "kpi_period" USING btree ("site","kind","year","number");--> statement-breakpoint
CREATE INDEX "mes_downtime_line_day_idx" ON "mes_downtime" USING btree ("line","day");--> statement-breakpoint
CREATE INDEX "mes_import_sha256_idx" ON "mes_import" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "mes_import_imported_at_idx" ON "mes_import" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "mes_output_line_day_idx" ON "mes_output" USING btree ("line","day");--> statement-breakpoint
CREATE INDEX "mes_scrap_line_day_idx" ON "mes_scrap" USING btree ("line","day");