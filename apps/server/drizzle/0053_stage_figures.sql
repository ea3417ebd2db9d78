ALTER TABLE "bag_making_process" ADD COLUMN "process_loss_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "lot_wise_production_batch" ADD COLUMN "process_loss_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "new_production_batch" ADD COLUMN "process_loss_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD COLUMN "measured_denier" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "new_production_batch_lines" ADD COLUMN "gsm" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "slitting_process" ADD COLUMN "process_loss_kg" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "weaving_process" ADD COLUMN "process_loss_kg" numeric(14, 3);