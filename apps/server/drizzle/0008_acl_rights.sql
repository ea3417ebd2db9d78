ALTER TABLE "acl" ADD COLUMN "can_create" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "acl" ADD COLUMN "can_submit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "acl" ADD COLUMN "can_cancel_close" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "acl" ADD COLUMN "can_amend" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "all_records" boolean DEFAULT true NOT NULL;