ALTER TABLE "daily_production" ADD COLUMN "wastage_item_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise" ADD COLUMN "wastage_item_id" bigint;--> statement-breakpoint
ALTER TABLE "daily_production" ADD CONSTRAINT "daily_production_org_id_wastage_item_id_fkey" FOREIGN KEY ("org_id","wastage_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise" ADD CONSTRAINT "daily_production_machine_wise_org_id_wastage_item_id_fkey" FOREIGN KEY ("org_id","wastage_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_production_by_wastage_item" ON "daily_production" USING btree ("org_id","wastage_item_id");--> statement-breakpoint
CREATE INDEX "daily_production_machine_wise_by_wastage_item" ON "daily_production_machine_wise" USING btree ("org_id","wastage_item_id");