CREATE TABLE "machine_activity" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"machine_type_id" bigint,
	"frequency_kind" text,
	"frequency" integer,
	"checklist" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_activity_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "machine_activity_log" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"machine_id" bigint,
	"machine_activity_id" bigint,
	"done_on" date,
	"done_by_id" bigint,
	"findings" text,
	"checklist_results" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_activity_log_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "machine_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"kind" text,
	"description" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "machine" RENAME COLUMN "machine_type" TO "machine_kind";--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "machine_type_id" bigint;--> statement-breakpoint
ALTER TABLE "machine_activity" ADD CONSTRAINT "machine_activity_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_activity" ADD CONSTRAINT "machine_activity_org_id_machine_type_id_fkey" FOREIGN KEY ("org_id","machine_type_id") REFERENCES "public"."machine_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD CONSTRAINT "machine_activity_log_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD CONSTRAINT "machine_activity_log_org_id_machine_id_fkey" FOREIGN KEY ("org_id","machine_id") REFERENCES "public"."machine"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD CONSTRAINT "machine_activity_log_org_id_machine_activity_id_fkey" FOREIGN KEY ("org_id","machine_activity_id") REFERENCES "public"."machine_activity"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_activity_log" ADD CONSTRAINT "machine_activity_log_org_id_done_by_id_fkey" FOREIGN KEY ("org_id","done_by_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_type" ADD CONSTRAINT "machine_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_activity_by_name" ON "machine_activity" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "machine_activity_by_machine_type" ON "machine_activity" USING btree ("org_id","machine_type_id");--> statement-breakpoint
CREATE INDEX "machine_activity_log_search" ON "machine_activity_log" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "machine_activity_log_by_done_on" ON "machine_activity_log" USING btree ("org_id","done_on","id");--> statement-breakpoint
CREATE INDEX "machine_activity_log_by_machine" ON "machine_activity_log" USING btree ("org_id","machine_id");--> statement-breakpoint
CREATE INDEX "machine_activity_log_by_machine_activity" ON "machine_activity_log" USING btree ("org_id","machine_activity_id");--> statement-breakpoint
CREATE INDEX "machine_activity_log_by_done_by" ON "machine_activity_log" USING btree ("org_id","done_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_type_unique_key" ON "machine_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "machine_type_by_name" ON "machine_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_org_id_machine_type_id_fkey" FOREIGN KEY ("org_id","machine_type_id") REFERENCES "public"."machine_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_by_machine_type" ON "machine" USING btree ("org_id","machine_type_id");--> statement-breakpoint
-- Machines, their types and the types' activities are looked up by masters now (decisions 1740–1742): the
-- database notices their every row change like the other lookups' (migration 0002, decision 0207).
CREATE TRIGGER machine_rows_changed AFTER INSERT OR UPDATE OR DELETE ON machine
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_machine');
--> statement-breakpoint
CREATE TRIGGER machine_rows_truncated AFTER TRUNCATE ON machine
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_machine');
--> statement-breakpoint
CREATE TRIGGER machine_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON machine_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_machine_type');
--> statement-breakpoint
CREATE TRIGGER machine_type_rows_truncated AFTER TRUNCATE ON machine_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_machine_type');
--> statement-breakpoint
CREATE TRIGGER machine_activity_rows_changed AFTER INSERT OR UPDATE OR DELETE ON machine_activity
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_machine_activity');
--> statement-breakpoint
CREATE TRIGGER machine_activity_rows_truncated AFTER TRUNCATE ON machine_activity
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_machine_activity');
--> statement-breakpoint
-- Decision 1740 (hand-written): a machine's old `machine_type` is now its kind (`machine_kind`, renamed above);
-- every organisation gets a machine type per kind of the old fixed list, the
-- six the plant names first (Loom, Tape Line, Slitter, Bag Cutter, Printing, Extruder), and a type named by
-- any other value a machine held; each machine then names the type of its old value.
CREATE TABLE "machine_kind_name" ("kind" text NOT NULL, "name" text NOT NULL, "standard" boolean NOT NULL);--> statement-breakpoint
INSERT INTO "machine_kind_name" ("kind", "name", "standard") VALUES
  ('CIRCULAR_LOOM', 'Loom', true),
  ('TAPE_EXTRUSION', 'Tape Line', true),
  ('SLITTING', 'Slitter', true),
  ('BAG_CONVERSION', 'Bag Cutter', true),
  ('PRINTING', 'Printing', true),
  ('LAMINATION', 'Lamination', true),
  ('INJECTION_MOULDING', 'Injection Moulding', true),
  ('BLOW_MOULDING', 'Blow Moulding', true),
  ('REACTOR', 'Reactor', true),
  ('MIXER', 'Mixer / Blender', true),
  ('BALING', 'Baling Press', true),
  ('UTILITY', 'Utility (boiler, compressor, chiller)', true),
  ('OTHER', 'Other', true),
  ('OTHER', 'Extruder', false);--> statement-breakpoint
INSERT INTO "machine_type" ("org_id", "name", "kind", "active", "search")
  SELECT o."id", k."name", k."kind", true, regexp_replace(lower(k."name"), '[,.()\[\]{}+\-\s]', '', 'g') FROM "organisation" o CROSS JOIN "machine_kind_name" k;--> statement-breakpoint
INSERT INTO "machine_type" ("org_id", "name", "kind", "active", "search")
  SELECT DISTINCT m."org_id", m."machine_kind", 'OTHER', true, regexp_replace(lower(m."machine_kind"), '[,.()\[\]{}+\-\s]', '', 'g') FROM "machine" m
   WHERE m."machine_kind" IS NOT NULL AND m."machine_kind" <> ''
     AND NOT EXISTS (SELECT 1 FROM "machine_kind_name" k WHERE k."kind" = m."machine_kind");--> statement-breakpoint
UPDATE "machine" m SET "machine_type_id" = t."id"
  FROM "machine_type" t
 WHERE t."org_id" = m."org_id"
   AND (t."name", t."kind") IN (SELECT k."name", k."kind" FROM "machine_kind_name" k WHERE k."standard" AND k."kind" = m."machine_kind");--> statement-breakpoint
UPDATE "machine" m SET "machine_type_id" = t."id", "machine_kind" = 'OTHER'
  FROM "machine_type" t
 WHERE m."machine_type_id" IS NULL AND t."org_id" = m."org_id" AND t."name" = m."machine_kind";--> statement-breakpoint
DROP TABLE "machine_kind_name";
