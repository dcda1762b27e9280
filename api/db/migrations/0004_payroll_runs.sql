CREATE TABLE "payroll_components" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(15, 0) NOT NULL,
	"note" text,
	"created_by_id" uuid,
	CONSTRAINT "payroll_components_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_components_kind_check" CHECK ("kind" IN ('bonus', 'deduction', 'other_income', 'thr')),
	CONSTRAINT "payroll_components_month_check" CHECK ("month" BETWEEN 1 AND 12),
	CONSTRAINT "payroll_components_year_check" CHECK ("year" BETWEEN 2000 AND 2200),
	CONSTRAINT "payroll_components_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payroll_components_note_check" CHECK (char_length("note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_status_check";--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "status" SET DEFAULT 'saved';--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "bonus" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "gross" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "bpjs_ks_additional" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "annual" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "total_pph21" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "total_bpjs_employee" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "total_bpjs_employer" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "total_deductions" numeric(15, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_components" ADD CONSTRAINT "payroll_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_components" ADD CONSTRAINT "payroll_components_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_components" ADD CONSTRAINT "payroll_components_created_by_id_fk" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("created_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_components_company_id_year_month_employee_id_idx" ON "payroll_components" USING btree ("company_id","year","month","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_components_company_id_employee_id_idx" ON "payroll_components" USING btree ("company_id","employee_id");--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_status_check" CHECK ("status" IN ('saved', 'cut_off'));