CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"staff_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_by_record" ON "audit_log" USING btree ("org_id","table_name","record_id","id");