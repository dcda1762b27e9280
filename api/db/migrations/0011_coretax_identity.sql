ALTER TABLE "companies" ADD COLUMN "nitku" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "passport_number" text;