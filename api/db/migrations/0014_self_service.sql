CREATE TABLE "bank_account_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"bank_id" uuid,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" uuid,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "bank_account_changes_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bank_account_changes_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "bank_account_changes_account_number_check" CHECK ("account_number" ~ '^[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_bank_id_fk" FOREIGN KEY ("company_id","bank_id") REFERENCES "public"."banks"("company_id","id") ON DELETE set null ("bank_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_requested_by_id_fk" FOREIGN KEY ("company_id","requested_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("requested_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_decided_by_id_fk" FOREIGN KEY ("company_id","decided_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("decided_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_changes_company_id_status_idx" ON "bank_account_changes" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_changes_company_id_employee_id_pending_key" ON "bank_account_changes" USING btree ("company_id","employee_id") WHERE "status" = 'pending';