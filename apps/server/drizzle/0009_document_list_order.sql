DROP INDEX "purchase_order_by_status";--> statement-breakpoint
DROP INDEX "purchase_order_by_date";--> statement-breakpoint
DROP INDEX "sales_order_by_status";--> statement-breakpoint
DROP INDEX "sales_order_by_date";--> statement-breakpoint
CREATE INDEX "purchase_order_by_status" ON "purchase_order" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_order_by_date" ON "purchase_order" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "sales_order_by_status" ON "sales_order" USING btree ("org_id","status","date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "sales_order_by_date" ON "sales_order" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC);