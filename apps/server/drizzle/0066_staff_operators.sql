ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "operator" boolean;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "weaving_process" ADD CONSTRAINT "weaving_process_org_id_operator_id_fkey" FOREIGN KEY ("org_id","operator_id") REFERENCES "public"."staff"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weaving_process_by_operator" ON "weaving_process" USING btree ("org_id","operator_id");--> statement-breakpoint
-- Hand-written (decision 2075): keep this block when the migration is regenerated. Every staff member gets
-- the name the Operator pickers show; a weaving entry's typed operator becomes the one staff member whose
-- name, username or first name it is (any letter case), and a submitted entry keeps showing the text it had;
-- a text naming no one, or several, stays on the entry as a note in its remarks. Whoever is named on a daily
-- line or a weaving entry is a machine operator, so the pickers offer them as before.
UPDATE "staff" SET "name" = nullif(btrim(concat_ws(' ', nullif(btrim("firstname"), ''), nullif(btrim("lastname"), ''))), '');--> statement-breakpoint
UPDATE "weaving_process" w SET "operator_id" = m."staff_id" FROM (
  SELECT e."id", min(s."id") AS "staff_id" FROM "weaving_process" e
    JOIN "staff" s ON s."org_id" = e."org_id"
     AND lower(btrim(e."operator")) IN (lower(s."name"), lower(s."username"), lower(btrim(s."firstname")))
   GROUP BY e."id" HAVING count(DISTINCT s."id") = 1) m
  WHERE w."id" = m."id";--> statement-breakpoint
UPDATE "weaving_process" SET "kept" = jsonb_set("kept", '{shown,operatorId}', to_jsonb(btrim("operator")))
  WHERE "operator_id" IS NOT NULL AND "kept" ? 'shown';--> statement-breakpoint
UPDATE "weaving_process" SET "remarks" = concat_ws(' · ', nullif(btrim("remarks"), ''), 'Operator: ' || btrim("operator"))
  WHERE "operator_id" IS NULL AND nullif(btrim("operator"), '') IS NOT NULL;--> statement-breakpoint
UPDATE "staff" s SET "operator" = true
  WHERE EXISTS (SELECT 1 FROM "daily_production_lines" l WHERE l."org_id" = s."org_id" AND l."operator_id" = s."id")
     OR EXISTS (SELECT 1 FROM "daily_production_machine_wise_lines" l WHERE l."org_id" = s."org_id" AND l."operator_id" = s."id")
     OR EXISTS (SELECT 1 FROM "weaving_process" w WHERE w."org_id" = s."org_id" AND w."operator_id" = s."id");--> statement-breakpoint
ALTER TABLE "weaving_process" DROP COLUMN "operator";