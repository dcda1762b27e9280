ALTER TABLE "attendance_records" DROP CONSTRAINT "attendance_records_status_check";--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "in_place_of" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "approver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "cc_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "attachment_id" uuid;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_attachment_id_fk" FOREIGN KEY ("company_id","attachment_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("attachment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_status_check" CHECK ("status" IN ('present', 'missed', 'absent', 'leave', 'on_duty', 'off_day', 'holiday'));