CREATE TABLE "currency_rate" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	CONSTRAINT "currency_rate_month_currency_pk" PRIMARY KEY("month","currency"),
	CONSTRAINT "currency_rate_positive_ck" CHECK ("currency_rate"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "reporting_dataset" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"scale" text NOT NULL,
	"last_release_date" date NOT NULL,
	"fact_rows" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"data" jsonb NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_query_name_ck" CHECK (char_length("reporting_query"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "reporting_shared_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporting_query_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_customer" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"comp_code" text NOT NULL,
	"currency" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"discount" numeric(4, 3) NOT NULL,
	"created_on" date NOT NULL,
	CONSTRAINT "sales_customer_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sales_fact" (
	"revenue" bigint NOT NULL,
	"margin" bigint NOT NULL,
	"order_intake" bigint NOT NULL,
	"doc_no" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"invoice_month" date NOT NULL,
	"customer_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"item" smallint NOT NULL,
	"valid" boolean NOT NULL,
	"comp_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"material_group" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "sales_fact_doc_no_item_pk" PRIMARY KEY("doc_no","item")
);
--> statement-breakpoint
CREATE TABLE "sales_fact_month" (
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"margin" bigint NOT NULL,
	"order_intake" bigint NOT NULL,
	"lines" integer NOT NULL,
	"valid" boolean NOT NULL,
	"month" date NOT NULL,
	"comp_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"material_group" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_material" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"material_group" text NOT NULL,
	"branch_code" text NOT NULL,
	"list_price_eur" numeric(10, 2) NOT NULL,
	"margin_rate" numeric(4, 3) NOT NULL,
	"max_quantity" integer NOT NULL,
	"gross_weight_kg" numeric(8, 2) NOT NULL,
	"plant" text NOT NULL,
	CONSTRAINT "sales_material_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sales_plan" (
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"margin" bigint NOT NULL,
	"order_intake" bigint NOT NULL,
	"month" date NOT NULL,
	"comp_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"material_group" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sap_sql_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"outcome" text NOT NULL,
	"row_count" integer,
	"duration_ms" integer,
	"message" text,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_query" ADD CONSTRAINT "reporting_query_creator_id_portal_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_shared_query" ADD CONSTRAINT "reporting_shared_query_reporting_query_id_reporting_query_id_fk" FOREIGN KEY ("reporting_query_id") REFERENCES "public"."reporting_query"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_shared_query" ADD CONSTRAINT "reporting_shared_query_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sap_sql_history" ADD CONSTRAINT "sap_sql_history_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_query_creator_idx" ON "reporting_query" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_shared_query_query_user_uq" ON "reporting_shared_query" USING btree ("reporting_query_id","user_id");--> statement-breakpoint
CREATE INDEX "reporting_shared_query_user_idx" ON "reporting_shared_query" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sales_fact_month_month_idx" ON "sales_fact_month" USING btree ("month");--> statement-breakpoint
CREATE INDEX "sales_plan_month_idx" ON "sales_plan" USING btree ("month");--> statement-breakpoint
CREATE INDEX "sap_sql_history_user_idx" ON "sap_sql_history" USING btree ("user_id","executed_at");