ALTER TABLE "funnel" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "funnel" ADD COLUMN "lost_remarks" text;--> statement-breakpoint
CREATE INDEX "funnel_board" ON "funnel" USING btree ("org_id","stage_id","expected_closing_date","id");