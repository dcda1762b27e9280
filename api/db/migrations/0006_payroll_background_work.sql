CREATE TABLE "payslip_sends" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"language" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by_id" uuid,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payslip_sends_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payslip_sends_status_check" CHECK ("status" IN ('sending', 'done', 'failed')),
	CONSTRAINT "payslip_sends_language_check" CHECK ("language" IN ('en', 'id'))
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_status_check";--> statement-breakpoint
ALTER TABLE "payslip_sends" ADD CONSTRAINT "payslip_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_sends" ADD CONSTRAINT "payslip_sends_payroll_run_id_fk" FOREIGN KEY ("company_id","payroll_run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_sends" ADD CONSTRAINT "payslip_sends_started_by_id_fk" FOREIGN KEY ("company_id","started_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("started_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payslip_sends_company_id_payroll_run_id_idx" ON "payslip_sends" USING btree ("company_id","payroll_run_id","created_at");--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_status_check" CHECK ("status" IN ('running', 'saved', 'cut_off'));