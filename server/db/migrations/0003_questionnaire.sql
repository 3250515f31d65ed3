CREATE TABLE "questionnaire" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer" (
	"submission_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "questionnaire_answer_submission_id_question_id_pk" PRIMARY KEY("submission_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_question" (
	"id" uuid PRIMARY KEY NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data_type" integer NOT NULL,
	"question_text" jsonb NOT NULL,
	"hint" jsonb,
	"possible_values" jsonb
);
--> statement-breakpoint
CREATE TABLE "questionnaire_submission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_submission_id_questionnaire_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."questionnaire_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_question_id_questionnaire_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_question" ADD CONSTRAINT "questionnaire_question_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_submission" ADD CONSTRAINT "questionnaire_submission_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_submission" ADD CONSTRAINT "questionnaire_submission_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_submission_user_uq" ON "questionnaire_submission" USING btree ("questionnaire_id","user_id");