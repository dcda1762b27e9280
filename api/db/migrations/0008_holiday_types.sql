ALTER TABLE "mass_leaves" ADD COLUMN "holiday_type" text DEFAULT 'mass_leave' NOT NULL;--> statement-breakpoint
ALTER TABLE "mass_leaves" ADD CONSTRAINT "mass_leaves_holiday_type_check" CHECK ("holiday_type" IN ('national', 'mass_leave'));--> statement-breakpoint
-- Rows seeded before holiday types: the public holidays among them (not cuti bersama, no leave rule) are national. docs/decisions/0033-holidays-range-map-hierarchy.md.
UPDATE "mass_leaves" SET "holiday_type" = 'national' WHERE "leave_rule_id" IS NULL AND "name" NOT ILIKE 'cuti bersama%';
