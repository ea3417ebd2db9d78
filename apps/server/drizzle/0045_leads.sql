CREATE TABLE "intake_token" (
	"org_id" bigint NOT NULL,
	"platform_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"window_calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "intake_token_pkey" PRIMARY KEY("org_id","platform_id")
);
--> statement-breakpoint
ALTER TABLE "digital_platform" ADD COLUMN "default_owner_id" bigint;--> statement-breakpoint
ALTER TABLE "funnel" ADD COLUMN "platform_id" bigint;--> statement-breakpoint
ALTER TABLE "intake_token" ADD CONSTRAINT "intake_token_platform_fkey" FOREIGN KEY ("org_id","platform_id") REFERENCES "public"."digital_platform"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_token_hash" ON "intake_token" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "digital_platform" ADD CONSTRAINT "digital_platform_org_id_default_owner_id_fkey" FOREIGN KEY ("org_id","default_owner_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel" ADD CONSTRAINT "funnel_org_id_platform_id_fkey" FOREIGN KEY ("org_id","platform_id") REFERENCES "public"."digital_platform"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_platform_by_default_owner" ON "digital_platform" USING btree ("org_id","default_owner_id");--> statement-breakpoint
CREATE INDEX "funnel_by_platform" ON "funnel" USING btree ("org_id","platform_id");--> statement-breakpoint
-- The funnel looks up its digital platform (decision 1604): the database notices the platform's every row
-- change like the other lookups' (migration 0002, decision 0207).
CREATE TRIGGER digital_platform_rows_changed AFTER INSERT OR UPDATE OR DELETE ON digital_platform
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_digital_platform');
--> statement-breakpoint
CREATE TRIGGER digital_platform_rows_truncated AFTER TRUNCATE ON digital_platform
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_digital_platform');
