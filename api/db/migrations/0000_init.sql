CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"purpose" text,
	"status" text DEFAULT 'todo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_status_check" CHECK ("status" IN ('todo', 'progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "access_roles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"access_level" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "access_roles_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"developer_id" uuid,
	"actor_name" text,
	"type" text NOT NULL,
	"menu" text NOT NULL,
	"detail" text NOT NULL,
	"record_id" uuid,
	CONSTRAINT "activity_logs_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "activity_logs_type_check" CHECK ("type" IN ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "admin_location_groups" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "admin_location_groups_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"company_wide" boolean DEFAULT false NOT NULL,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sub_department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"job_title_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by_id" uuid,
	CONSTRAINT "announcements_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "announcements_end_date_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"approver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cc_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "approval_flows_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approval_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"action" text NOT NULL,
	"approver_id" uuid,
	"approver_name" text,
	"note" text,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_steps_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_steps_action_check" CHECK ("action" IN ('approved', 'rejected')),
	CONSTRAINT "approval_steps_level_check" CHECK ("level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approval_number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"flow_id" uuid,
	"current_level" integer DEFAULT 1 NOT NULL,
	"context" jsonb,
	"content" jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approvals_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approvals_type_check" CHECK ("type" IN ('clock_correction', 'shift', 'leave', 'overtime', 'business_trip')),
	CONSTRAINT "approvals_status_check" CHECK ("status" IN ('pending', 'partial', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "approvals_current_level_check" CHECK ("current_level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "attendance_groups" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"manager_id" uuid,
	"auto_closed" boolean DEFAULT false NOT NULL,
	"allowed_offsite_clock_in" boolean DEFAULT false NOT NULL,
	"allowed_offsite_clock_out" boolean DEFAULT false NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"range_meters" integer,
	"weekly_shift_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "attendance_groups_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_groups_type_check" CHECK ("type" IN ('fixed_schedule', 'working_shift', 'free_shift')),
	CONSTRAINT "attendance_groups_range_meters_check" CHECK ("range_meters" >= 0),
	CONSTRAINT "attendance_groups_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90),
	CONSTRAINT "attendance_groups_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180),
	CONSTRAINT "attendance_groups_weekly_shift_ids_check" CHECK (cardinality("weekly_shift_ids") IN (0, 7))
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_id" uuid,
	"clock_in_at" timestamp with time zone,
	"clock_out_at" timestamp with time zone,
	"clock_in_latitude" numeric(9, 6),
	"clock_in_longitude" numeric(9, 6),
	"clock_out_latitude" numeric(9, 6),
	"clock_out_longitude" numeric(9, 6),
	"clock_in_offsite" boolean DEFAULT false NOT NULL,
	"clock_out_offsite" boolean DEFAULT false NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'present' NOT NULL,
	"source" text DEFAULT 'clock' NOT NULL,
	"note" text,
	CONSTRAINT "attendance_records_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_records_status_check" CHECK ("status" IN ('present', 'missed', 'absent', 'leave', 'off_day', 'holiday')),
	CONSTRAINT "attendance_records_source_check" CHECK ("source" IN ('clock', 'import', 'correction', 'system')),
	CONSTRAINT "attendance_records_clock_out_at_check" CHECK ("clock_out_at" >= "clock_in_at"),
	CONSTRAINT "attendance_records_minutes_check" CHECK ("late_minutes" >= 0 AND "early_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "banks_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"description" text,
	"image_url" text,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"phone" text,
	"website" text,
	"email" text,
	"address" text,
	"admin_id" uuid,
	"logo_id" uuid,
	"company_size" text,
	"industry" text,
	"npwp_number" text,
	"tax_person_id" uuid,
	"taxable_date" date,
	"tax_person_number" text,
	"hq_initial" text,
	"umk" numeric(15, 0),
	"umr" numeric(15, 0),
	"ump" numeric(15, 0),
	"bpjs_tk_no" text,
	"jkk_percentage" numeric(6, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_size_check" CHECK ("company_size" IN ('1-10', '10-100', '100-1000', '1000+')),
	CONSTRAINT "companies_jkk_percentage_check" CHECK ("jkk_percentage" IN (0, 0.24, 0.54, 0.89, 1.27, 1.74))
);
--> statement-breakpoint
CREATE TABLE "company_certificates" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cert_name" text NOT NULL,
	"file_id" uuid,
	CONSTRAINT "company_certificates_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_digital_signatures" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"selected" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	CONSTRAINT "company_digital_signatures_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "course_types_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"head_id" uuid,
	CONSTRAINT "departments_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"photo_id" uuid,
	"password_hash" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_email_check" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "education_levels_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'reset_password', 'invite')),
	CONSTRAINT "email_tokens_subject_kind_check" CHECK ("subject_kind" IN ('developer', 'user', 'invited_user'))
);
--> statement-breakpoint
CREATE TABLE "employee_attachments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid,
	CONSTRAINT "employee_attachments_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_case_achievements" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"date" date,
	"description" text,
	CONSTRAINT "employee_case_achievements_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_case_achievements_type_check" CHECK ("type" IN ('case', 'achievement'))
);
--> statement-breakpoint
CREATE TABLE "employee_courses" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid,
	"course_number" text,
	"issuing_organization" text,
	"issue_date" date,
	"expiration_date" date,
	"course_url" text,
	CONSTRAINT "employee_courses_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_courses_expiration_date_check" CHECK ("expiration_date" >= "issue_date")
);
--> statement-breakpoint
CREATE TABLE "employee_educations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"institute_name" text NOT NULL,
	"title_id" uuid,
	"major_id" uuid,
	"grad_year" integer,
	CONSTRAINT "employee_educations_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_educations_grad_year_check" CHECK ("grad_year" BETWEEN 1900 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "employee_emergency_contacts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship_id" uuid,
	"phone" text,
	CONSTRAINT "employee_emergency_contacts_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_family" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship_id" uuid,
	"phone" text,
	"bpjs_ks_additional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employee_family_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_roles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" integer,
	"department_id" uuid,
	CONSTRAINT "employee_roles_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_schedules" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_id" uuid NOT NULL,
	CONSTRAINT "employee_schedules_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_work_experiences" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text,
	"location" text,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "employee_work_experiences_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_work_experiences_end_date_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fullname" text NOT NULL,
	"nickname" text,
	"birth_date" date,
	"birth_place" text,
	"gender" text,
	"marriage_date" date,
	"marital_status" text,
	"blood_type" text,
	"nationality_id" uuid,
	"no_of_children" integer DEFAULT 0 NOT NULL,
	"religion_id" uuid,
	"last_medical_check_up" date,
	"join_date" date,
	"end_of_contract" date,
	"recruitment_type" text,
	"status" text DEFAULT 'not_set' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"resign_date" date,
	"exit_reason" text,
	"sponsor_id" uuid,
	"department_id" uuid,
	"sub_department_id" uuid,
	"job_title_id" uuid,
	"role_id" uuid,
	"location_id" uuid,
	"work_days" integer DEFAULT 5 NOT NULL,
	"supervisor_id" uuid,
	"attendance_group_id" uuid,
	"bank_id" uuid,
	"thp" numeric(15, 0),
	"account_number" text,
	"pph_deduction" text DEFAULT 'gross' NOT NULL,
	"basic_salary" numeric(15, 0) DEFAULT '0' NOT NULL,
	"payroll_active" boolean DEFAULT true NOT NULL,
	"allowance_housing" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_meal" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_transport" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_field" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_telephone" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_other" numeric(15, 0) DEFAULT '0' NOT NULL,
	"yard_bonus" numeric(15, 0) DEFAULT '0' NOT NULL,
	"job_bonus_normal" numeric(15, 0) DEFAULT '0' NOT NULL,
	"job_bonus_complex" numeric(15, 0) DEFAULT '0' NOT NULL,
	"has_valid_npwp" boolean DEFAULT false NOT NULL,
	"ktp_number" text,
	"npwp_number" text,
	"bpjs_tk_number" text,
	"bpjs_ks_number" text,
	"bpjs_tk_registered" boolean DEFAULT false NOT NULL,
	"bpjs_tk_salary" numeric(15, 0),
	"bpjs_type" integer,
	"bpjs_ks_registered" boolean DEFAULT false NOT NULL,
	"bpjs_ks_salary" numeric(15, 0),
	"additional_family_member" boolean DEFAULT false NOT NULL,
	"total_additional_family" integer DEFAULT 0 NOT NULL,
	"id_card_address" jsonb,
	"domicile_address" jsonb,
	"domicile_same_address" boolean DEFAULT false NOT NULL,
	"photo_id" uuid,
	"email" text,
	"phone" text,
	CONSTRAINT "employees_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employees_gender_check" CHECK ("gender" IN ('male', 'female', 'other')),
	CONSTRAINT "employees_marital_status_check" CHECK ("marital_status" IN ('tk/0', 'tk/1', 'tk/2', 'tk/3', 'k/0', 'k/1', 'k/2', 'k/3')),
	CONSTRAINT "employees_blood_type_check" CHECK ("blood_type" IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
	CONSTRAINT "employees_no_of_children_check" CHECK ("no_of_children" BETWEEN 0 AND 20),
	CONSTRAINT "employees_recruitment_type_check" CHECK ("recruitment_type" IN ('recommendation', 'job_portal', 'social_media', 'other')),
	CONSTRAINT "employees_status_check" CHECK ("status" IN ('not_set', 'pkwtt', 'pkwt', 'probation', 'intern', 'freelance', 'trainee')),
	CONSTRAINT "employees_work_days_check" CHECK ("work_days" IN (5, 6)),
	CONSTRAINT "employees_bpjs_type_check" CHECK ("bpjs_type" IN (1, 2, 3)),
	CONSTRAINT "employees_pph_deduction_check" CHECK ("pph_deduction" IN ('gross', 'gross_up', 'net')),
	CONSTRAINT "employees_total_additional_family_check" CHECK ("total_additional_family" BETWEEN 0 AND 20),
	CONSTRAINT "employees_account_number_check" CHECK ("account_number" ~ '^[0-9]*$'),
	CONSTRAINT "employees_supervisor_id_check" CHECK ("supervisor_id" <> "id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "files_purpose_check" CHECK ("purpose" IN ('photo', 'logo', 'banner', 'signature', 'certificate', 'attachment', 'warning_letter', 'medical_checkup', 'import', 'export', 'payslip'))
);
--> statement-breakpoint
CREATE TABLE "invited_users" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"level" text NOT NULL,
	"photo_id" uuid,
	"employee_id" uuid,
	"invited_by_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "invited_users_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "invited_users_level_check" CHECK ("level" IN ('admin', 'sub_admin', 'custom', 'admin_location', 'approver', 'employee')),
	CONSTRAINT "invited_users_status_check" CHECK ("status" IN ('pending', 'accepted', 'expired', 'revoked')),
	CONSTRAINT "invited_users_email_check" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "jmp_matrices" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"matrix_range" text NOT NULL,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"approver_id" uuid,
	CONSTRAINT "jmp_matrices_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "jmp_matrices_matrix_range_check" CHECK ("matrix_range" IN ('0-14', '15-28', '>29', 'above_35_or_night_driving'))
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_titles_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "leave_balances" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_rule_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"entitled" numeric(7, 2) DEFAULT '0' NOT NULL,
	"used" numeric(7, 2) DEFAULT '0' NOT NULL,
	"adjustment" numeric(7, 2) DEFAULT '0' NOT NULL,
	"note" text,
	CONSTRAINT "leave_balances_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "leave_balances_year_check" CHECK ("year" BETWEEN 2000 AND 2200),
	CONSTRAINT "leave_balances_amounts_check" CHECK ("entitled" >= 0 AND "used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leave_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"unit" text DEFAULT 'day' NOT NULL,
	"calculation" text DEFAULT 'work_day' NOT NULL,
	"distribution" text DEFAULT 'annual' NOT NULL,
	"quota_type" text DEFAULT 'fixed' NOT NULL,
	"amount" numeric(7, 2),
	"distribution_date" date,
	"expiration_date" date,
	"employment_status" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "leave_rules_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "leave_rules_unit_check" CHECK ("unit" IN ('day', 'hour')),
	CONSTRAINT "leave_rules_calculation_check" CHECK ("calculation" IN ('work_day', 'calendar_day')),
	CONSTRAINT "leave_rules_distribution_check" CHECK ("distribution" IN ('annual', 'monthly')),
	CONSTRAINT "leave_rules_quota_type_check" CHECK ("quota_type" IN ('fixed', 'unlimited')),
	CONSTRAINT "leave_rules_employment_status_check" CHECK ("employment_status" <@ ARRAY['not_set', 'pkwtt', 'pkwt', 'probation', 'intern', 'freelance', 'trainee']::text[]),
	CONSTRAINT "leave_rules_amount_check" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_index" (
	"login" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_index_login_check" CHECK ("login" = lower("login")),
	CONSTRAINT "login_index_kind_check" CHECK ("kind" IN ('developer', 'user')),
	CONSTRAINT "login_index_company_check" CHECK (("kind" = 'user') = ("company_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "majors_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "mass_leaves" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"leave_rule_id" uuid,
	CONSTRAINT "mass_leaves_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "mass_leaves_end_date_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE TABLE "medical_checkups" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"result" text,
	"notes" text,
	"file_id" uuid,
	CONSTRAINT "medical_checkups_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "nationalities_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee" jsonb NOT NULL,
	"marital_status" text,
	"ter_category" text,
	"ter_rate" numeric(6, 3),
	"basic_salary" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_housing" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_meal" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_transport" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_field" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_telephone" numeric(15, 0) DEFAULT '0' NOT NULL,
	"allowance_other" numeric(15, 0) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(7, 2) DEFAULT '0' NOT NULL,
	"overtime_pay" numeric(15, 0) DEFAULT '0' NOT NULL,
	"yard_bonus" numeric(15, 0) DEFAULT '0' NOT NULL,
	"job_bonus_normal" numeric(15, 0) DEFAULT '0' NOT NULL,
	"job_bonus_complex" numeric(15, 0) DEFAULT '0' NOT NULL,
	"thr" numeric(15, 0) DEFAULT '0' NOT NULL,
	"other_earnings" numeric(15, 0) DEFAULT '0' NOT NULL,
	"tax_allowance" numeric(15, 0) DEFAULT '0' NOT NULL,
	"gross_income" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_tk_jht_employee" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_tk_jht_employer" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_tk_jp_employee" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_tk_jp_employer" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_jkk" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_jkm" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_ks_employee" numeric(15, 0) DEFAULT '0' NOT NULL,
	"bpjs_ks_employer" numeric(15, 0) DEFAULT '0' NOT NULL,
	"pph21" numeric(15, 0) DEFAULT '0' NOT NULL,
	"other_deductions" numeric(15, 0) DEFAULT '0' NOT NULL,
	"total_deductions" numeric(15, 0) DEFAULT '0' NOT NULL,
	"take_home_pay" numeric(15, 0) DEFAULT '0' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "payroll_items_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_items_overtime_hours_check" CHECK ("overtime_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"run_at" timestamp with time zone,
	"run_by_id" uuid,
	"cut_off_at" timestamp with time zone,
	"cut_off_by_id" uuid,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"total_gross_income" numeric(15, 0) DEFAULT '0' NOT NULL,
	"total_take_home_pay" numeric(15, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "payroll_runs_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_runs_status_check" CHECK ("status" IN ('draft', 'cut_off')),
	CONSTRAINT "payroll_runs_month_check" CHECK ("month" BETWEEN 1 AND 12),
	CONSTRAINT "payroll_runs_year_check" CHECK ("year" BETWEEN 2000 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"menu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_pob" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note" text,
	CONSTRAINT "project_pob_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	"start_date" date,
	"end_date" date,
	"description" text,
	CONSTRAINT "projects_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "projects_end_date_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "relationships_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "religions" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "religions_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subject_kind" text NOT NULL,
	"developer_id" uuid,
	"company_id" uuid,
	"user_id" uuid,
	"impersonator_session_id" uuid,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_subject_kind_check" CHECK ("subject_kind" IN ('developer', 'user')),
	CONSTRAINT "sessions_subject_check" CHECK (("subject_kind" = 'developer' AND "developer_id" IS NOT NULL AND "user_id" IS NULL) OR ("subject_kind" = 'user' AND "user_id" IS NOT NULL AND "company_id" IS NOT NULL AND "developer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_time" time,
	"finish_time" time,
	"allowed_attendance" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shifts_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shifts_type_check" CHECK ("type" IN ('full_day', 'off_day', 'free_working_day'))
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sponsors_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sub_departments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid,
	"supervisor_id" uuid,
	CONSTRAINT "sub_departments_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "useful_links" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display" text NOT NULL,
	"link" text NOT NULL,
	"department_id" uuid,
	"sub_department_id" uuid,
	"location_id" uuid,
	"job_title_id" uuid,
	CONSTRAINT "useful_links_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid,
	"username" text,
	"email" text,
	"fullname" text NOT NULL,
	"phone" text,
	"photo_id" uuid,
	"level" text NOT NULL,
	"access_role_id" uuid,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "users_level_check" CHECK ("level" IN ('admin', 'sub_admin', 'custom', 'admin_location', 'approver', 'employee')),
	CONSTRAINT "users_email_check" CHECK ("email" = lower("email")),
	CONSTRAINT "users_login_check" CHECK ("username" IS NOT NULL OR "email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"registration_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "vehicles_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "vehicles_category_check" CHECK ("category" IN ('light', 'heavy')),
	CONSTRAINT "vehicles_status_check" CHECK ("status" IN ('active', 'maintenance', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "warning_letters" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"attachment_id" uuid,
	CONSTRAINT "warning_letters_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "warning_letters_type_check" CHECK ("type" IN ('sp_1', 'sp_2', 'sp_3')),
	CONSTRAINT "warning_letters_end_date_check" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
ALTER TABLE "access_roles" ADD CONSTRAINT "access_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_location_groups" ADD CONSTRAINT "admin_location_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_id_fk" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("created_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_approval_id_fk" FOREIGN KEY ("company_id","approval_id") REFERENCES "public"."approvals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_approver_id_fk" FOREIGN KEY ("company_id","approver_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("approver_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_id_fk" FOREIGN KEY ("company_id","requested_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("requested_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_flow_id_fk" FOREIGN KEY ("company_id","flow_id") REFERENCES "public"."approval_flows"("company_id","id") ON DELETE set null ("flow_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_groups" ADD CONSTRAINT "attendance_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_groups" ADD CONSTRAINT "attendance_groups_manager_id_fk" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("manager_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_shift_id_fk" FOREIGN KEY ("company_id","shift_id") REFERENCES "public"."shifts"("company_id","id") ON DELETE set null ("shift_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_id_fk" FOREIGN KEY ("id","logo_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("logo_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_file_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_digital_signatures" ADD CONSTRAINT "company_digital_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_digital_signatures" ADD CONSTRAINT "company_digital_signatures_file_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_id_fk" FOREIGN KEY ("company_id","head_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("head_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_levels" ADD CONSTRAINT "education_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_attachments" ADD CONSTRAINT "employee_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_attachments" ADD CONSTRAINT "employee_attachments_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_attachments" ADD CONSTRAINT "employee_attachments_file_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_case_achievements" ADD CONSTRAINT "employee_case_achievements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_case_achievements" ADD CONSTRAINT "employee_case_achievements_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_courses" ADD CONSTRAINT "employee_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_courses" ADD CONSTRAINT "employee_courses_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_courses" ADD CONSTRAINT "employee_courses_type_id_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."course_types"("company_id","id") ON DELETE set null ("type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_educations" ADD CONSTRAINT "employee_educations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_educations" ADD CONSTRAINT "employee_educations_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_educations" ADD CONSTRAINT "employee_educations_title_id_fk" FOREIGN KEY ("company_id","title_id") REFERENCES "public"."education_levels"("company_id","id") ON DELETE set null ("title_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_educations" ADD CONSTRAINT "employee_educations_major_id_fk" FOREIGN KEY ("company_id","major_id") REFERENCES "public"."majors"("company_id","id") ON DELETE set null ("major_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_relationship_id_fk" FOREIGN KEY ("company_id","relationship_id") REFERENCES "public"."relationships"("company_id","id") ON DELETE set null ("relationship_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_family" ADD CONSTRAINT "employee_family_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_family" ADD CONSTRAINT "employee_family_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_family" ADD CONSTRAINT "employee_family_relationship_id_fk" FOREIGN KEY ("company_id","relationship_id") REFERENCES "public"."relationships"("company_id","id") ON DELETE set null ("relationship_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_roles" ADD CONSTRAINT "employee_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_roles" ADD CONSTRAINT "employee_roles_department_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_shift_id_fk" FOREIGN KEY ("company_id","shift_id") REFERENCES "public"."shifts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_work_experiences" ADD CONSTRAINT "employee_work_experiences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_work_experiences" ADD CONSTRAINT "employee_work_experiences_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_nationality_id_fk" FOREIGN KEY ("company_id","nationality_id") REFERENCES "public"."nationalities"("company_id","id") ON DELETE set null ("nationality_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_religion_id_fk" FOREIGN KEY ("company_id","religion_id") REFERENCES "public"."religions"("company_id","id") ON DELETE set null ("religion_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_sponsor_id_fk" FOREIGN KEY ("company_id","sponsor_id") REFERENCES "public"."sponsors"("company_id","id") ON DELETE set null ("sponsor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_sub_department_id_fk" FOREIGN KEY ("company_id","sub_department_id") REFERENCES "public"."sub_departments"("company_id","id") ON DELETE set null ("sub_department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_title_id_fk" FOREIGN KEY ("company_id","job_title_id") REFERENCES "public"."job_titles"("company_id","id") ON DELETE set null ("job_title_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."employee_roles"("company_id","id") ON DELETE set null ("role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_supervisor_id_fk" FOREIGN KEY ("company_id","supervisor_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("supervisor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_attendance_group_id_fk" FOREIGN KEY ("company_id","attendance_group_id") REFERENCES "public"."attendance_groups"("company_id","id") ON DELETE set null ("attendance_group_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_id_fk" FOREIGN KEY ("company_id","bank_id") REFERENCES "public"."banks"("company_id","id") ON DELETE set null ("bank_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_photo_id_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("photo_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invited_users" ADD CONSTRAINT "invited_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invited_users" ADD CONSTRAINT "invited_users_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invited_users" ADD CONSTRAINT "invited_users_invited_by_id_fk" FOREIGN KEY ("company_id","invited_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("invited_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invited_users" ADD CONSTRAINT "invited_users_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invited_users" ADD CONSTRAINT "invited_users_photo_id_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("photo_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jmp_matrices" ADD CONSTRAINT "jmp_matrices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jmp_matrices" ADD CONSTRAINT "jmp_matrices_approver_id_fk" FOREIGN KEY ("company_id","approver_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("approver_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_leave_rule_id_fk" FOREIGN KEY ("company_id","leave_rule_id") REFERENCES "public"."leave_rules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_rules" ADD CONSTRAINT "leave_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_index" ADD CONSTRAINT "login_index_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_leaves" ADD CONSTRAINT "mass_leaves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_leaves" ADD CONSTRAINT "mass_leaves_leave_rule_id_fk" FOREIGN KEY ("company_id","leave_rule_id") REFERENCES "public"."leave_rules"("company_id","id") ON DELETE set null ("leave_rule_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_checkups" ADD CONSTRAINT "medical_checkups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_checkups" ADD CONSTRAINT "medical_checkups_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_checkups" ADD CONSTRAINT "medical_checkups_file_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nationalities" ADD CONSTRAINT "nationalities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_payroll_run_id_fk" FOREIGN KEY ("company_id","payroll_run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_run_by_id_fk" FOREIGN KEY ("company_id","run_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("run_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_cut_off_by_id_fk" FOREIGN KEY ("company_id","cut_off_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null ("cut_off_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pob" ADD CONSTRAINT "project_pob_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pob" ADD CONSTRAINT "project_pob_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pob" ADD CONSTRAINT "project_pob_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "religions" ADD CONSTRAINT "religions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_session_id_sessions_id_fk" FOREIGN KEY ("impersonator_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD CONSTRAINT "sub_departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD CONSTRAINT "sub_departments_department_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_departments" ADD CONSTRAINT "sub_departments_supervisor_id_fk" FOREIGN KEY ("company_id","supervisor_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("supervisor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_department_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_sub_department_id_fk" FOREIGN KEY ("company_id","sub_department_id") REFERENCES "public"."sub_departments"("company_id","id") ON DELETE set null ("sub_department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_job_title_id_fk" FOREIGN KEY ("company_id","job_title_id") REFERENCES "public"."job_titles"("company_id","id") ON DELETE set null ("job_title_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_role_id_fk" FOREIGN KEY ("company_id","access_role_id") REFERENCES "public"."access_roles"("company_id","id") ON DELETE set null ("access_role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("photo_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_attachment_id_fk" FOREIGN KEY ("company_id","attachment_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ("attachment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_created_at_idx" ON "access_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_roles_company_id_code_key" ON "access_roles" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "activity_logs_company_id_created_at_idx" ON "activity_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_company_id_user_id_idx" ON "activity_logs" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "admin_location_groups_company_id_name_idx" ON "admin_location_groups" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "announcements_company_id_start_date_idx" ON "announcements" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "approval_flows_company_id_name_idx" ON "approval_flows" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_steps_company_id_approval_id_level_key" ON "approval_steps" USING btree ("company_id","approval_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_company_id_approval_number_key" ON "approvals" USING btree ("company_id","approval_number");--> statement-breakpoint
CREATE INDEX "approvals_company_id_type_status_created_at_idx" ON "approvals" USING btree ("company_id","type","status","created_at");--> statement-breakpoint
CREATE INDEX "approvals_company_id_employee_id_idx" ON "approvals" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "attendance_groups_company_id_name_idx" ON "attendance_groups" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_company_id_employee_id_date_key" ON "attendance_records" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "attendance_records_company_id_date_idx" ON "attendance_records" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "attendance_records_company_id_shift_id_idx" ON "attendance_records" USING btree ("company_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_company_id_code_key" ON "banks" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "banks_company_id_name_idx" ON "banks" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_key" ON "companies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "company_digital_signatures_selected_key" ON "company_digital_signatures" USING btree ("company_id") WHERE "selected";--> statement-breakpoint
CREATE UNIQUE INDEX "course_types_company_id_code_key" ON "course_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "course_types_company_id_name_idx" ON "course_types" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_id_code_key" ON "departments" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "departments_company_id_name_idx" ON "departments" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "developers_email_key" ON "developers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "education_levels_company_id_code_key" ON "education_levels" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "education_levels_company_id_name_idx" ON "education_levels" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_subject_idx" ON "email_tokens" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "email_tokens_expires_at_idx" ON "email_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "employee_attachments_company_id_employee_id_idx" ON "employee_attachments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_case_achievements_company_id_employee_id_idx" ON "employee_case_achievements" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_courses_company_id_employee_id_idx" ON "employee_courses" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_educations_company_id_employee_id_idx" ON "employee_educations" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_emergency_contacts_company_id_employee_id_idx" ON "employee_emergency_contacts" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_family_company_id_employee_id_idx" ON "employee_family" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_roles_company_id_code_key" ON "employee_roles" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "employee_roles_company_id_name_idx" ON "employee_roles" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_schedules_company_id_employee_id_date_key" ON "employee_schedules" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "employee_schedules_company_id_date_idx" ON "employee_schedules" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "employee_schedules_company_id_shift_id_idx" ON "employee_schedules" USING btree ("company_id","shift_id");--> statement-breakpoint
CREATE INDEX "employee_work_experiences_company_id_employee_id_idx" ON "employee_work_experiences" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_id_nickname_key" ON "employees" USING btree ("company_id","nickname");--> statement-breakpoint
CREATE INDEX "employees_company_id_fullname_idx" ON "employees" USING btree ("company_id","fullname" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "employees_company_id_active_fullname_idx" ON "employees" USING btree ("company_id","active","fullname" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "employees_company_id_department_id_idx" ON "employees" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_sub_department_id_idx" ON "employees" USING btree ("company_id","sub_department_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_job_title_id_idx" ON "employees" USING btree ("company_id","job_title_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_location_id_idx" ON "employees" USING btree ("company_id","location_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_supervisor_id_idx" ON "employees" USING btree ("company_id","supervisor_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_attendance_group_id_idx" ON "employees" USING btree ("company_id","attendance_group_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_join_date_idx" ON "employees" USING btree ("company_id","join_date");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_company_id_created_at_idx" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invited_users_company_id_email_pending_key" ON "invited_users" USING btree ("company_id","email") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "invited_users_company_id_created_at_idx" ON "invited_users" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jmp_matrices_company_id_name_idx" ON "jmp_matrices" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_company_id_code_key" ON "job_titles" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "job_titles_company_id_name_idx" ON "job_titles" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_balances_company_id_employee_id_rule_year_key" ON "leave_balances" USING btree ("company_id","employee_id","leave_rule_id","year");--> statement-breakpoint
CREATE INDEX "leave_balances_company_id_leave_rule_id_idx" ON "leave_balances" USING btree ("company_id","leave_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_rules_company_id_type_key" ON "leave_rules" USING btree ("company_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_company_id_code_key" ON "locations" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "locations_company_id_name_idx" ON "locations" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "login_attempts_updated_at_idx" ON "login_attempts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "login_index_subject_idx" ON "login_index" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "majors_company_id_code_key" ON "majors" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "majors_company_id_name_idx" ON "majors" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "mass_leaves_company_id_start_date_idx" ON "mass_leaves" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "medical_checkups_company_id_employee_id_idx" ON "medical_checkups" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "medical_checkups_company_id_date_idx" ON "medical_checkups" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "nationalities_company_id_code_key" ON "nationalities" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "nationalities_company_id_name_idx" ON "nationalities" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "notifications_company_id_user_id_created_at_idx" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_items_company_id_run_id_employee_id_key" ON "payroll_items" USING btree ("company_id","payroll_run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_items_company_id_employee_id_idx" ON "payroll_items" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_company_id_year_month_key" ON "payroll_runs" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "project_pob_company_id_project_id_date_employee_id_key" ON "project_pob" USING btree ("company_id","project_id","date","employee_id");--> statement-breakpoint
CREATE INDEX "project_pob_company_id_employee_id_idx" ON "project_pob" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "projects_company_id_name_idx" ON "projects" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_company_id_code_key" ON "relationships" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "relationships_company_id_name_idx" ON "relationships" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "religions_company_id_code_key" ON "religions" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "religions_company_id_name_idx" ON "religions" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_company_id_user_id_idx" ON "sessions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_developer_id_idx" ON "sessions" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "sessions_absolute_expires_at_idx" ON "sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "shifts_company_id_name_idx" ON "shifts" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_company_id_code_key" ON "sponsors" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "sponsors_company_id_name_idx" ON "sponsors" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_departments_company_id_code_key" ON "sub_departments" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "sub_departments_company_id_name_idx" ON "sub_departments" USING btree ("company_id","name" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "sub_departments_company_id_department_id_idx" ON "sub_departments" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "useful_links_company_id_display_idx" ON "useful_links" USING btree ("company_id","display" COLLATE "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_id_username_key" ON "users" USING btree ("company_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_id_email_key" ON "users" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_id_employee_id_key" ON "users" USING btree ("company_id","employee_id") WHERE "employee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_company_id_level_idx" ON "users" USING btree ("company_id","level");--> statement-breakpoint
CREATE INDEX "users_company_id_fullname_idx" ON "users" USING btree ("company_id","fullname" COLLATE "und-x-icu");--> statement-breakpoint
CREATE INDEX "users_company_id_access_role_id_idx" ON "users" USING btree ("company_id","access_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_id_registration_number_key" ON "vehicles" USING btree ("company_id","registration_number");--> statement-breakpoint
CREATE INDEX "warning_letters_company_id_employee_id_idx" ON "warning_letters" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "warning_letters_company_id_start_date_idx" ON "warning_letters" USING btree ("company_id","start_date");