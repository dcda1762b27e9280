CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid,
	"device_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_subject_kind_check" CHECK ("subject_kind" IN ('developer', 'user'))
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_values" jsonb;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_subject_device_key" ON "known_devices" USING btree ("subject_kind","subject_id","device_hash");