-- Decision 1330: purity, pH, moisture, solubility and stock parameters 4-9 are quality parameters of their kind.
ALTER TABLE "custom_param" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "custom_param" ADD COLUMN "description" text;--> statement-breakpoint
UPDATE "custom_param" SET "kind" = 'custom';--> statement-breakpoint
DROP INDEX "custom_param_unique_key";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_param_unique_key" ON "custom_param" USING btree ("org_id",lower(btrim("kind")),lower(btrim("name")));--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'purity' FROM "purity";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'ph' FROM "ph";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'moisture' FROM "moisture";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'solubility' FROM "solubility";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam4' FROM "stock_param4";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam5' FROM "stock_param5";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam6' FROM "stock_param6";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam7' FROM "stock_param7";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam8' FROM "stock_param8";--> statement-breakpoint
INSERT INTO "custom_param" (id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, kind) SELECT id, org_id, name, unit, min_value, max_value, description, active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at, 'stockParam9' FROM "stock_param9";--> statement-breakpoint
UPDATE "audit_log" SET "table_name" = 'custom_param' WHERE "table_name" IN ('purity', 'ph', 'moisture', 'solubility', 'stock_param4', 'stock_param5', 'stock_param6', 'stock_param7', 'stock_param8', 'stock_param9');--> statement-breakpoint
DROP TABLE "purity" CASCADE;--> statement-breakpoint
DROP TABLE "ph" CASCADE;--> statement-breakpoint
DROP TABLE "moisture" CASCADE;--> statement-breakpoint
DROP TABLE "solubility" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param4" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param5" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param6" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param7" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param8" CASCADE;--> statement-breakpoint
DROP TABLE "stock_param9" CASCADE;
