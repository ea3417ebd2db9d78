CREATE TABLE "document_vehicle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"vehicle_number" text NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_vehicle_quantity_check" CHECK ("document_vehicle"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "document_vehicle" ADD CONSTRAINT "document_vehicle_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_vehicle_by_document" ON "document_vehicle" USING btree ("org_id","document_type","document_id","position");--> statement-breakpoint
-- Decision 1420: the organisations made before the e-invoice keys have them, off and with the file provider.
INSERT INTO "sys_config" ("org_id", "key_name", "value", "search")
SELECT o."id", k."key_name", k."value", lower(k."key_name") || '|' || lower(k."value")
FROM "organisation" o
CROSS JOIN (VALUES ('E_INVOICE', 'NO'), ('E_INVOICE_PROVIDER', 'FILE')) AS k("key_name", "value")
ON CONFLICT ("org_id", "key_name") DO NOTHING;
