CREATE TABLE "idempotency_key" (
	"org_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_key_org_id_staff_id_key_pk" PRIMARY KEY("org_id","staff_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_idx" ON "idempotency_key" USING btree ("created_at");