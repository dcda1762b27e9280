-- Trigram search needs pg_trgm (PostgreSQL contrib; a trusted extension since PostgreSQL 13, so the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (lower(coalesce("fullname", '') || ' ' || coalesce("nickname", '') || ' ' || coalesce("email", '')) gin_trgm_ops);
