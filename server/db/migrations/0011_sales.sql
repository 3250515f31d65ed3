-- The customer and material masters take the shape sales and analytics share
-- (server/db/schema/masters.ts). The old reporting data set is emptied (the seed generates it
-- again over the new masters); the two ERP views that read the old description columns are
-- dropped here and made again by the sales_sql migration.
TRUNCATE "sales_fact", "sales_fact_month", "sales_plan", "reporting_dataset", "sales_customer", "sales_material";
--> statement-breakpoint
DROP VIEW IF EXISTS erp.vbap;
--> statement-breakpoint
DROP VIEW IF EXISTS erp.makt;
--> statement-breakpoint
CREATE TABLE "cfg_characteristic" (
	"kmat" text NOT NULL,
	"key" text NOT NULL,
	"sort" smallint NOT NULL,
	"value_type" text NOT NULL,
	"value_length" smallint NOT NULL,
	"required" boolean NOT NULL,
	"unit" text,
	"texts" jsonb NOT NULL,
	"info_texts" jsonb NOT NULL,
	CONSTRAINT "cfg_characteristic_kmat_key_pk" PRIMARY KEY("kmat","key")
);
--> statement-breakpoint
CREATE TABLE "cfg_constraint" (
	"kmat" text NOT NULL,
	"id" text NOT NULL,
	"when" jsonb NOT NULL,
	"restriction" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "cfg_constraint_kmat_id_pk" PRIMARY KEY("kmat","id")
);
--> statement-breakpoint
CREATE TABLE "cfg_kmat" (
	"kmat" text PRIMARY KEY NOT NULL,
	"sparte" text NOT NULL,
	"texts" jsonb NOT NULL,
	"variant_prefix" text NOT NULL,
	"text_template" text NOT NULL,
	"plants" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfg_price_rule" (
	"kmat" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"when" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"per_unit" numeric(12, 4),
	"per_characteristic" text,
	"per_divisor" numeric(12, 4),
	"percent" numeric(6, 2),
	"material_number" text,
	"texts" jsonb NOT NULL,
	CONSTRAINT "cfg_price_rule_kmat_id_pk" PRIMARY KEY("kmat","id")
);
--> statement-breakpoint
CREATE TABLE "cfg_step" (
	"kombination" text PRIMARY KEY NOT NULL,
	"parent" text NOT NULL,
	"sparte" text NOT NULL,
	"step" smallint NOT NULL,
	"reihenfolge" smallint NOT NULL,
	"merkmal" text,
	"merkmalvalue" text,
	"kmat" text,
	"pic" text,
	"is_active" boolean NOT NULL,
	"texts" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfg_value" (
	"kmat" text NOT NULL,
	"characteristic" text NOT NULL,
	"value" text NOT NULL,
	"code" text NOT NULL,
	"sort" smallint NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "cfg_value_kmat_characteristic_value_pk" PRIMARY KEY("kmat","characteristic","value")
);
--> statement-breakpoint
CREATE TABLE "sales_material_group" (
	"key" text PRIMARY KEY NOT NULL,
	"division" text NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_material_variant" (
	"key" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_building_project" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"customer_number" text NOT NULL,
	"state_key" text NOT NULL,
	"start_date" date NOT NULL,
	"volume_eur" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_building_project_product" (
	"project_number" text NOT NULL,
	"position" smallint NOT NULL,
	"material_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"state_key" text NOT NULL,
	CONSTRAINT "sales_building_project_product_project_number_position_pk" PRIMARY KEY("project_number","position")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"order_number" text PRIMARY KEY NOT NULL,
	"ab_number" text NOT NULL,
	"company_code" text NOT NULL,
	"brand" text NOT NULL,
	"customer_number" text NOT NULL,
	"sales_group_key" text NOT NULL,
	"is_service" boolean NOT NULL,
	"customer_reference" text,
	"status_key" text NOT NULL,
	"ordered_on" date NOT NULL,
	"confirmed_on" date,
	"production_on" date,
	"ready_on" date,
	"shipped_on" date,
	"delivered_on" date,
	"expected_delivery" date NOT NULL,
	"delivery_window_from" timestamp with time zone,
	"delivery_window_to" timestamp with time zone,
	"delivery_number" text,
	"carrier" text,
	"tracking_reference" text,
	"ship_to_postal_code" text NOT NULL,
	"ship_to_city" text NOT NULL,
	"ship_to_country" text NOT NULL,
	"net_value" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"position_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_position" (
	"order_number" text NOT NULL,
	"position" smallint NOT NULL,
	"material_number" text NOT NULL,
	"text" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"net_value" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_order_position_order_number_position_pk" PRIMARY KEY("order_number","position")
);
--> statement-breakpoint
CREATE TABLE "sales_search_word" (
	"domain" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "sales_search_word_domain_word_pk" PRIMARY KEY("domain","word")
);
--> statement-breakpoint
ALTER TABLE "sales_customer" DROP CONSTRAINT "sales_customer_number_unique";--> statement-breakpoint
ALTER TABLE "sales_material" DROP CONSTRAINT "sales_material_number_unique";--> statement-breakpoint
ALTER TABLE "sales_customer" DROP CONSTRAINT "sales_customer_pkey";--> statement-breakpoint
ALTER TABLE "sales_customer" ADD PRIMARY KEY ("number");--> statement-breakpoint
ALTER TABLE "sales_customer" ALTER COLUMN "id" ADD GENERATED BY DEFAULT AS IDENTITY (sequence name "sales_customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sales_material" DROP CONSTRAINT "sales_material_pkey";--> statement-breakpoint
ALTER TABLE "sales_material" ADD PRIMARY KEY ("number");--> statement-breakpoint
ALTER TABLE "sales_material" ALTER COLUMN "id" ADD GENERATED BY DEFAULT AS IDENTITY (sequence name "sales_material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sales_material" ALTER COLUMN "list_price_eur" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "name2" text;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "company_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "account_group" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "type" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "sales_group_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "discount_percent" numeric(5, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "name_doc" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "city_doc" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_customer" ADD COLUMN "street_doc" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "name_en" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "group_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "variant_key" text;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "brand" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "product_line" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "company_codes" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "search_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "unit" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "popularity" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_material" ADD COLUMN "doc" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cfg_characteristic" ADD CONSTRAINT "cfg_characteristic_kmat_cfg_kmat_kmat_fk" FOREIGN KEY ("kmat") REFERENCES "public"."cfg_kmat"("kmat") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfg_constraint" ADD CONSTRAINT "cfg_constraint_kmat_cfg_kmat_kmat_fk" FOREIGN KEY ("kmat") REFERENCES "public"."cfg_kmat"("kmat") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfg_price_rule" ADD CONSTRAINT "cfg_price_rule_kmat_cfg_kmat_kmat_fk" FOREIGN KEY ("kmat") REFERENCES "public"."cfg_kmat"("kmat") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfg_step" ADD CONSTRAINT "cfg_step_kmat_cfg_kmat_kmat_fk" FOREIGN KEY ("kmat") REFERENCES "public"."cfg_kmat"("kmat") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_building_project" ADD CONSTRAINT "sales_building_project_customer_number_sales_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."sales_customer"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_building_project_product" ADD CONSTRAINT "sales_building_project_product_project_number_sales_building_project_number_fk" FOREIGN KEY ("project_number") REFERENCES "public"."sales_building_project"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_building_project_product" ADD CONSTRAINT "sales_building_project_product_material_number_sales_material_number_fk" FOREIGN KEY ("material_number") REFERENCES "public"."sales_material"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_number_sales_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."sales_customer"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_position" ADD CONSTRAINT "sales_order_position_order_number_sales_order_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."sales_order"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_position" ADD CONSTRAINT "sales_order_position_material_number_sales_material_number_fk" FOREIGN KEY ("material_number") REFERENCES "public"."sales_material"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cfg_step_parent" ON "cfg_step" USING btree ("parent","reihenfolge");--> statement-breakpoint
CREATE INDEX "cfg_value_characteristic" ON "cfg_value" USING btree ("kmat","characteristic");--> statement-breakpoint
CREATE INDEX "sales_building_project_number_prefix" ON "sales_building_project" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_building_project_company" ON "sales_building_project" USING btree ("company_code","branch_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_ab_number" ON "sales_order" USING btree ("ab_number");--> statement-breakpoint
CREATE INDEX "sales_order_company_date" ON "sales_order" USING btree ("company_code","ordered_on" DESC NULLS LAST,"order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_order_customer_date" ON "sales_order" USING btree ("customer_number","ordered_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_order_open_status_date" ON "sales_order" USING btree ("status_key","ordered_on" DESC NULLS LAST) WHERE status_key <> 'DELIVERED';--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_delivery_number" ON "sales_order" USING btree ("delivery_number") WHERE delivery_number is not null;--> statement-breakpoint
CREATE INDEX "sales_order_position_material" ON "sales_order_position" USING btree ("material_number","order_number");--> statement-breakpoint
ALTER TABLE "sales_material" ADD CONSTRAINT "sales_material_group_key_sales_material_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "public"."sales_material_group"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_material" ADD CONSTRAINT "sales_material_variant_key_sales_material_variant_key_fk" FOREIGN KEY ("variant_key") REFERENCES "public"."sales_material_variant"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_customer_number_prefix" ON "sales_customer" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_customer_company" ON "sales_customer" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "sales_material_number_prefix" ON "sales_material" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_material_search_code" ON "sales_material" USING btree ("search_code" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "sales_customer" DROP COLUMN "comp_code";--> statement-breakpoint
ALTER TABLE "sales_customer" DROP COLUMN "discount";--> statement-breakpoint
ALTER TABLE "sales_material" DROP COLUMN "description_de";--> statement-breakpoint
ALTER TABLE "sales_material" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "sales_customer" ADD CONSTRAINT "sales_customer_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "sales_material" ADD CONSTRAINT "sales_material_id_unique" UNIQUE("id");