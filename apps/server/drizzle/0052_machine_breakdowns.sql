CREATE TABLE "machine_breakdown" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_id" bigint,
	"stopped_on" date,
	"stopped_at" text,
	"reason" text,
	"planned" boolean,
	"restarted_on" date,
	"restarted_at" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_breakdown_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "machine_breakdown" ADD CONSTRAINT "machine_breakdown_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_breakdown" ADD CONSTRAINT "machine_breakdown_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_breakdown_search" ON "machine_breakdown" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "machine_breakdown_by_stopped_on" ON "machine_breakdown" USING btree ("org_id","stopped_on","id");--> statement-breakpoint
CREATE INDEX "machine_breakdown_by_machine" ON "machine_breakdown" USING btree ("org_id","machine_id");