ALTER TABLE "daily_production_lines" ADD COLUMN "wastage_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "wastage_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "wastage_item_id" bigint;--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "wastage_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_batch" ADD COLUMN "process_loss_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "production_batch" ADD CONSTRAINT "production_batch_org_id_wastage_item_id_fkey" FOREIGN KEY ("org_id","wastage_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_batch_by_wastage_item" ON "production_batch" USING btree ("org_id","wastage_item_id");