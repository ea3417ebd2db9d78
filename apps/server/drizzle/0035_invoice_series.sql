ALTER TABLE "branch" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "branch" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "branch" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "branch" ADD COLUMN "ifsc" text;--> statement-breakpoint
ALTER TABLE "branch" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD COLUMN "invoiced_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;