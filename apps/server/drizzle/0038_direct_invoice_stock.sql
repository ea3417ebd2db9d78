ALTER TABLE "sales_invoice_lines" ADD COLUMN "stock_area_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD COLUMN "lot_number" text;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD CONSTRAINT "sales_invoice_lines_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_invoice_lines_by_stock_area" ON "sales_invoice_lines" USING btree ("org_id","stock_area_id");