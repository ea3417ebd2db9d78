CREATE TABLE "job_write" (
	"job_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"before" jsonb,
	CONSTRAINT "job_write_pkey" PRIMARY KEY("job_id","table_name","record_id")
);
--> statement-breakpoint
ALTER TABLE "background_job" DROP CONSTRAINT "background_job_state_check";--> statement-breakpoint
ALTER TABLE "background_job" ADD COLUMN "input_name" text;--> statement-breakpoint
ALTER TABLE "background_job" ADD COLUMN "cancel_asked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_write" ADD CONSTRAINT "job_write_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "public"."background_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_job" ADD CONSTRAINT "background_job_state_check" CHECK ("background_job"."state" IN ('queued', 'running', 'done', 'failed', 'cancelled'));