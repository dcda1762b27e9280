CREATE TABLE "payroll_opening_balances" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"first_month" integer NOT NULL,
	"last_month" integer NOT NULL,
	"salary" numeric(15, 0) DEFAULT '0' NOT NULL,
	"tax_allowance" numeric(15, 0) DEFAULT '0' NOT NULL,
	"other_allowances" numeric(15, 0) DEFAULT '0' NOT NULL,
	"honorarium" numeric(15, 0) DEFAULT '0' NOT NULL,
	"insurance" numeric(15, 0) DEFAULT '0' NOT NULL,
	"natura" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bonus" numeric(15, 0) DEFAULT '0' NOT NULL,
	"pension_deduction" numeric(15, 0) DEFAULT '0' NOT NULL,
	"zakat" numeric(15, 0) DEFAULT '0' NOT NULL,
	"pph21_withheld" numeric(15, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "payroll_opening_balances_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_opening_balances_year_check" CHECK ("year" BETWEEN 2000 AND 2200),
	CONSTRAINT "payroll_opening_balances_first_month_check" CHECK ("first_month" BETWEEN 1 AND 12),
	CONSTRAINT "payroll_opening_balances_last_month_check" CHECK ("last_month" BETWEEN 1 AND 12),
	CONSTRAINT "payroll_opening_balances_months_check" CHECK ("first_month" <= "last_month"),
	CONSTRAINT "payroll_opening_balances_amounts_check" CHECK ("salary" >= 0 AND "tax_allowance" >= 0 AND "other_allowances" >= 0 AND "honorarium" >= 0 AND "insurance" >= 0 AND "natura" >= 0 AND "bonus" >= 0 AND "pension_deduction" >= 0 AND "zakat" >= 0 AND "pph21_withheld" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_opening_balances" ADD CONSTRAINT "payroll_opening_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_opening_balances" ADD CONSTRAINT "payroll_opening_balances_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_opening_balances_company_id_employee_id_year_key" ON "payroll_opening_balances" USING btree ("company_id","employee_id","year");--> statement-breakpoint
CREATE INDEX "payroll_opening_balances_company_id_year_idx" ON "payroll_opening_balances" USING btree ("company_id","year");