ALTER TABLE "daily_production_lines" ADD COLUMN "mesh" text;--> statement-breakpoint
ALTER TABLE "daily_production_lines" ADD COLUMN "gsm" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "mesh" text;--> statement-breakpoint
ALTER TABLE "daily_production_machine_wise_lines" ADD COLUMN "gsm" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "stock_area_id" bigint;--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_by_stock_area" ON "machine" USING btree ("org_id","stock_area_id");