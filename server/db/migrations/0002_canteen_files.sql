CREATE TABLE "canteen_application" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"pick_up_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"pick_up_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canteen_article" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"article_price" numeric(10, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_article_price_ck" CHECK ("canteen_article"."article_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "canteen_idempotency_key" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "canteen_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pick_up_time" text,
	"pick_up_location" text
);
--> statement-breakpoint
CREATE TABLE "canteen_order_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"article_price" numeric(10, 2) NOT NULL,
	"article_name" text NOT NULL,
	"article_description" text,
	CONSTRAINT "canteen_order_detail_quantity_ck" CHECK ("canteen_order_detail"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "canteen_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text,
	"include_default_articles" boolean DEFAULT true NOT NULL,
	"orderable_until" timestamp with time zone NOT NULL,
	"visible_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canteen_plan_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"article_price" numeric(10, 2) NOT NULL,
	"article_name" text NOT NULL,
	"article_description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "canteen_plan_detail_price_ck" CHECK ("canteen_plan_detail"."article_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "info_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module" integer NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	CONSTRAINT "info_file_module_ck" CHECK ("info_file"."module" between 0 and 76)
);
--> statement-breakpoint
ALTER TABLE "canteen_article" ADD CONSTRAINT "canteen_article_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."canteen_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_idempotency_key" ADD CONSTRAINT "canteen_idempotency_key_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order" ADD CONSTRAINT "canteen_order_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."canteen_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order" ADD CONSTRAINT "canteen_order_plan_id_canteen_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."canteen_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order" ADD CONSTRAINT "canteen_order_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order_detail" ADD CONSTRAINT "canteen_order_detail_order_id_canteen_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."canteen_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order_detail" ADD CONSTRAINT "canteen_order_detail_article_id_canteen_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."canteen_article"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_plan" ADD CONSTRAINT "canteen_plan_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."canteen_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_plan_detail" ADD CONSTRAINT "canteen_plan_detail_plan_id_canteen_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."canteen_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_plan_detail" ADD CONSTRAINT "canteen_plan_detail_article_id_canteen_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."canteen_article"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canteen_article_application_idx" ON "canteen_article" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "canteen_idempotency_key_created_idx" ON "canteen_idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_order_plan_user_uq" ON "canteen_order" USING btree ("plan_id","user_id");--> statement-breakpoint
CREATE INDEX "canteen_order_user_idx" ON "canteen_order" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_order_detail_order_article_uq" ON "canteen_order_detail" USING btree ("order_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_plan_application_date_uq" ON "canteen_plan" USING btree ("application_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_plan_detail_plan_article_uq" ON "canteen_plan_detail" USING btree ("plan_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "info_file_module_folder_name_uq" ON "info_file" USING btree ("module","folder","name");