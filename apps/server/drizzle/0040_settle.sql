ALTER TABLE "payment_lines" ADD COLUMN "billing_number" text;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD COLUMN "billing_number" text;