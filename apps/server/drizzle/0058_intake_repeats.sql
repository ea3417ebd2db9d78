ALTER TABLE "intake_token" ADD COLUMN "repeated_leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_token" ADD COLUMN "last_repeated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_token" ADD COLUMN "last_repeated_entry_id" bigint;