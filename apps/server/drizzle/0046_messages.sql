CREATE TABLE "document_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"template_id" bigint,
	"subject" text,
	"body" text NOT NULL,
	"sent_by" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_template" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "document_message" ADD CONSTRAINT "document_message_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_message_by_document" ON "document_message" USING btree ("org_id","document_type","document_id","id");