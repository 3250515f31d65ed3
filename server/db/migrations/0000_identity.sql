CREATE TABLE "idp_account" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"acr" text DEFAULT 'urn:portal:loa:1' NOT NULL,
	CONSTRAINT "idp_account_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "portal_favorite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"path" text NOT NULL,
	"query" text
);
--> statement-breakpoint
CREATE TABLE "portal_org" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "portal_org_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal_permission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"technical_name" text NOT NULL,
	"variable_lookup" text,
	"description" text,
	"type" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_permission_technical_name_unique" UNIQUE("technical_name")
);
--> statement-breakpoint
CREATE TABLE "portal_permission_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"permission_set_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"operator" integer DEFAULT 0 NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "portal_permission_set" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "portal_permission_set_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal_ressource" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"technical_name" text NOT NULL,
	"type" integer NOT NULL,
	"ressource_group_id" uuid,
	CONSTRAINT "portal_ressource_technical_name_unique" UNIQUE("technical_name")
);
--> statement-breakpoint
CREATE TABLE "portal_role" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"org" integer,
	"role_type" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal_role_resource_permission" (
	"role_id" uuid NOT NULL,
	"ressource_id" uuid NOT NULL,
	"permission_set_id" uuid NOT NULL,
	"access_type" integer NOT NULL,
	CONSTRAINT "portal_role_resource_permission_role_id_ressource_id_permission_set_id_pk" PRIMARY KEY("role_id","ressource_id","permission_set_id")
);
--> statement-breakpoint
CREATE TABLE "portal_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"open_id_user_id" text,
	"auth_hash" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"department" text,
	"username" text NOT NULL,
	"auth_type" integer DEFAULT 1 NOT NULL,
	"password" text,
	"org" integer
);
--> statement-breakpoint
CREATE TABLE "portal_user_parameter" (
	"user_parameters_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "portal_user_role" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "portal_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "ressource_group" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_favorite" ADD CONSTRAINT "portal_favorite_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_permission_detail" ADD CONSTRAINT "portal_permission_detail_permission_set_id_portal_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."portal_permission_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_permission_detail" ADD CONSTRAINT "portal_permission_detail_permission_id_portal_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."portal_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_ressource" ADD CONSTRAINT "portal_ressource_ressource_group_id_ressource_group_id_fk" FOREIGN KEY ("ressource_group_id") REFERENCES "public"."ressource_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_role" ADD CONSTRAINT "portal_role_org_portal_org_id_fk" FOREIGN KEY ("org") REFERENCES "public"."portal_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_role_resource_permission" ADD CONSTRAINT "portal_role_resource_permission_role_id_portal_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."portal_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_role_resource_permission" ADD CONSTRAINT "portal_role_resource_permission_ressource_id_portal_ressource_id_fk" FOREIGN KEY ("ressource_id") REFERENCES "public"."portal_ressource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_role_resource_permission" ADD CONSTRAINT "portal_role_resource_permission_permission_set_id_portal_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."portal_permission_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_user" ADD CONSTRAINT "portal_user_org_portal_org_id_fk" FOREIGN KEY ("org") REFERENCES "public"."portal_org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_user_parameter" ADD CONSTRAINT "portal_user_parameter_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_user_role" ADD CONSTRAINT "portal_user_role_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_user_role" ADD CONSTRAINT "portal_user_role_role_id_portal_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."portal_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code_idx" ON "oidc_payload" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "portal_favorite_user_idx" ON "portal_favorite" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_user_username_uq" ON "portal_user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_user_oid_uq" ON "portal_user" USING btree ("open_id_user_id");