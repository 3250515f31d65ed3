CREATE TABLE "sap_sql_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sap_sql_query_name_ck" CHECK (char_length("sap_sql_query"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "sap_sql_shared_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sap_sql_query" ADD CONSTRAINT "sap_sql_query_creator_id_portal_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sap_sql_shared_query" ADD CONSTRAINT "sap_sql_shared_query_query_id_sap_sql_query_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."sap_sql_query"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sap_sql_shared_query" ADD CONSTRAINT "sap_sql_shared_query_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sap_sql_query_creator_idx" ON "sap_sql_query" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sap_sql_shared_query_query_user_uq" ON "sap_sql_shared_query" USING btree ("query_id","user_id");--> statement-breakpoint
CREATE INDEX "sap_sql_shared_query_user_idx" ON "sap_sql_shared_query" USING btree ("user_id");