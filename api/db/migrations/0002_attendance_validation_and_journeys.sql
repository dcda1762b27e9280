CREATE TABLE "journeys" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"matrix_id" uuid,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text,
	"departure_at" timestamp with time zone NOT NULL,
	"expected_arrival_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"passenger_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "journeys_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "journeys_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'completed')),
	CONSTRAINT "journeys_expected_arrival_at_check" CHECK ("expected_arrival_at" >= "departure_at"),
	CONSTRAINT "journeys_arrived_at_check" CHECK ("arrived_at" >= "departure_at")
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "validation" text;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_vehicle_id_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE set null ("vehicle_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_matrix_id_fk" FOREIGN KEY ("company_id","matrix_id") REFERENCES "public"."jmp_matrices"("company_id","id") ON DELETE set null ("matrix_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_decided_by_id_fk" FOREIGN KEY ("company_id","decided_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("decided_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journeys_company_id_status_departure_at_idx" ON "journeys" USING btree ("company_id","status","departure_at");--> statement-breakpoint
CREATE INDEX "journeys_company_id_departure_at_idx" ON "journeys" USING btree ("company_id","departure_at");--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_department_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_records_company_id_validation_idx" ON "attendance_records" USING btree ("company_id","validation");--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_validation_check" CHECK ("validation" IN ('pending', 'valid', 'invalid'));