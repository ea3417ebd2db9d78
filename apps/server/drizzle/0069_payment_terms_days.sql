-- Issue 56, decision 2212: documents saved before keep no credit days nor due date, and age by their
-- party's credit days as before.
ALTER TABLE "purchase_bill" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "purchase_bill" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "credit_days" integer;
