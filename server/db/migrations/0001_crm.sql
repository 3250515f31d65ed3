CREATE TABLE "crm_dealer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text NOT NULL,
	"telephone_account" text,
	"fax" text,
	"email_account" text,
	"website_url" text,
	"radius" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"divisions" text[] DEFAULT '{}'::text[] NOT NULL,
	"projects" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_dealer_product" (
	"dealer_id" uuid NOT NULL,
	"product_key" text NOT NULL,
	CONSTRAINT "crm_dealer_product_dealer_id_product_key_pk" PRIMARY KEY("dealer_id","product_key")
);
--> statement-breakpoint
CREATE TABLE "crm_localization" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"culture_code" text NOT NULL,
	"translated_value" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_localization_kind_value_culture_code_pk" PRIMARY KEY("kind","value","culture_code")
);
--> statement-breakpoint
CREATE TABLE "crm_product" (
	"product_key" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"branch_sub_code" text NOT NULL,
	"division" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_user" (
	"open_id_user_id" uuid PRIMARY KEY NOT NULL,
	"login" text,
	"email" text,
	"domain" text,
	"account_id" uuid,
	"serial" text,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"telephone" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"language" text,
	"country" text,
	"appears_in_resource_search_heating" boolean DEFAULT false NOT NULL,
	"appears_in_resource_search_sanitary" boolean DEFAULT false NOT NULL,
	"target_group" text,
	"website_url" text,
	"telephone_account" text,
	"account_name" text,
	"account_info" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"status" integer NOT NULL,
	"registration_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_dealer_product" ADD CONSTRAINT "crm_dealer_product_dealer_id_crm_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."crm_dealer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_dealer_product" ADD CONSTRAINT "crm_dealer_product_product_key_crm_product_product_key_fk" FOREIGN KEY ("product_key") REFERENCES "public"."crm_product"("product_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_dealer_lat_lon_idx" ON "crm_dealer" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "crm_dealer_country_idx" ON "crm_dealer" USING btree ("country");--> statement-breakpoint
CREATE INDEX "crm_dealer_product_key_idx" ON "crm_dealer_product" USING btree ("product_key");--> statement-breakpoint
CREATE INDEX "crm_user_email_idx" ON "crm_user" USING btree (lower("email"));