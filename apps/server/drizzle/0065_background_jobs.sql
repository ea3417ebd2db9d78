CREATE TABLE "background_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"caller" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"message" text,
	"file_name" text,
	"content_type" text,
	"stored_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_job_state_check" CHECK ("background_job"."state" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "background_job" ADD CONSTRAINT "background_job_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_job_owner" ON "background_job" USING btree ("org_id","staff_id","subject","id");--> statement-breakpoint
CREATE INDEX "background_job_open" ON "background_job" USING btree ("state","id") WHERE "background_job"."state" IN ('queued', 'running');