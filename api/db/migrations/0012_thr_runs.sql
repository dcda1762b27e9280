CREATE TABLE "thr_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"thr_run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee" jsonb NOT NULL,
	"employment_status" text,
	"join_date" date,
	"end_date" date,
	"months_of_service" integer DEFAULT 0 NOT NULL,
	"days_of_service" integer DEFAULT 0 NOT NULL,
	"rule" text NOT NULL,
	"wage" numeric(15, 0) DEFAULT '0' NOT NULL,
	"amount" numeric(15, 0) DEFAULT '0' NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "thr_items_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "thr_items_rule_check" CHECK ("rule" IN ('full', 'prorated', 'not_eligible', 'contract_ended', 'paid_this_year'))
);
--> statement-breakpoint
CREATE TABLE "thr_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"holiday" text NOT NULL,
	"holiday_date" date NOT NULL,
	"pay_month" integer NOT NULL,
	"pay_date" date NOT NULL,
	"method" text NOT NULL,
	"exclude_ending_pkwt" boolean NOT NULL,
	"holiday_mode" text NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"run_at" timestamp with time zone,
	"run_by_id" uuid,
	"cut_off_at" timestamp with time zone,
	"cut_off_by_id" uuid,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"total_thr" numeric(15, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "thr_runs_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "thr_runs_holiday_check" CHECK ("holiday" IN ('idul_fitri', 'natal', 'nyepi', 'waisak', 'imlek')),
	CONSTRAINT "thr_runs_method_check" CHECK ("method" IN ('month', 'day')),
	CONSTRAINT "thr_runs_holiday_mode_check" CHECK ("holiday_mode" IN ('religion', 'company')),
	CONSTRAINT "thr_runs_status_check" CHECK ("status" IN ('saved', 'cut_off')),
	CONSTRAINT "thr_runs_pay_month_check" CHECK ("pay_month" BETWEEN 1 AND 12),
	CONSTRAINT "thr_runs_year_check" CHECK ("year" BETWEEN 2000 AND 2200)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "thr_method" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "thr_exclude_ending_pkwt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "thr_holiday_mode" text DEFAULT 'religion' NOT NULL;--> statement-breakpoint
ALTER TABLE "thr_items" ADD CONSTRAINT "thr_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thr_items" ADD CONSTRAINT "thr_items_thr_run_id_fk" FOREIGN KEY ("company_id","thr_run_id") REFERENCES "public"."thr_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thr_items" ADD CONSTRAINT "thr_items_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thr_runs" ADD CONSTRAINT "thr_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thr_runs" ADD CONSTRAINT "thr_runs_run_by_id_fk" FOREIGN KEY ("company_id","run_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("run_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thr_runs" ADD CONSTRAINT "thr_runs_cut_off_by_id_fk" FOREIGN KEY ("company_id","cut_off_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("cut_off_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thr_items_company_id_run_id_employee_id_key" ON "thr_items" USING btree ("company_id","thr_run_id","employee_id");--> statement-breakpoint
CREATE INDEX "thr_items_company_id_employee_id_idx" ON "thr_items" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thr_runs_company_id_year_holiday_key" ON "thr_runs" USING btree ("company_id","year","holiday");--> statement-breakpoint
CREATE INDEX "thr_runs_company_id_year_pay_month_idx" ON "thr_runs" USING btree ("company_id","year","pay_month");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_thr_method_check" CHECK ("thr_method" IN ('month', 'day'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_thr_holiday_mode_check" CHECK ("thr_holiday_mode" IN ('religion', 'company'));