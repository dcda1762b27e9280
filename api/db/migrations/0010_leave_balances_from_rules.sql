ALTER TABLE "leave_balances" DROP CONSTRAINT "leave_balances_amounts_check";--> statement-breakpoint
ALTER TABLE "leave_balances" ADD COLUMN "mass_leave" numeric(7, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD COLUMN "entitled_imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_rules" ADD COLUMN "min_service_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_amounts_check" CHECK ("entitled" >= 0 AND "used" >= 0 AND "mass_leave" >= 0);--> statement-breakpoint
ALTER TABLE "leave_rules" ADD CONSTRAINT "leave_rules_min_service_months_check" CHECK ("min_service_months" BETWEEN 0 AND 120);