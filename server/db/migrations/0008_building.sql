ALTER TABLE "info_file" DROP CONSTRAINT "info_file_module_ck";--> statement-breakpoint
ALTER TABLE "info_file" ADD CONSTRAINT "info_file_module_ck" CHECK ("info_file"."module" between 0 and 78);