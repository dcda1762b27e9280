ALTER TABLE "attendance_records" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_time_zone_check" CHECK ("time_zone" IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_time_zone_check" CHECK ("time_zone" IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_time_zone_check" CHECK ("time_zone" IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));