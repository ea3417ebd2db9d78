ALTER TABLE "credit_note" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "ack_number" text;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "ack_date" text;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "signed_qr_code" text;--> statement-breakpoint
ALTER TABLE "debit_note" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "debit_note" ADD COLUMN "ack_number" text;--> statement-breakpoint
ALTER TABLE "debit_note" ADD COLUMN "ack_date" text;--> statement-breakpoint
ALTER TABLE "debit_note" ADD COLUMN "signed_qr_code" text;