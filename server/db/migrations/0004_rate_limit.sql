CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"previous_hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counter_window" ON "rate_limit_counter" USING btree ("window_start");