CREATE INDEX "dispatch_lines_by_parcel_number" ON "dispatch_lines" USING btree ("org_id","parcel_number");--> statement-breakpoint
CREATE INDEX "packaging_lines_by_parcel_number" ON "packaging_lines" USING btree ("org_id","parcel_number");--> statement-breakpoint
CREATE INDEX "stock_identity_by_roll" ON "stock_identity" USING btree ("org_id","roll_number");