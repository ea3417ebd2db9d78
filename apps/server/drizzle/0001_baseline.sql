CREATE SEQUENCE "public"."master_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "acl" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"module_api" text NOT NULL,
	"display_name" text,
	"view" smallint DEFAULT 0 NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acl_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "acl_role_module_key" UNIQUE("role_id","module_api"),
	CONSTRAINT "acl_view_check" CHECK ("acl"."view" IN (0, 1)),
	CONSTRAINT "acl_mode_check" CHECK ("acl"."mode" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "bom" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"output_item_id" bigint,
	"output_quantity" numeric,
	"uom_id" bigint,
	"process_id" bigint,
	"is_default" boolean,
	"remarks" text,
	"active" boolean,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"gstin" text,
	"address" text,
	"city" text,
	"state" text,
	"pincode" text,
	"phone" text,
	"email" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "category_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"applies_to" text,
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
	CONSTRAINT "category_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_head" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"cost_type" text,
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
	CONSTRAINT "cost_head_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_activity" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"activity_type" text,
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
	CONSTRAINT "crm_activity_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "custom_field" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"field_key" text,
	"field_type" text,
	"options" text,
	"required" boolean,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "custom_param" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"unit" text,
	"min_value" numeric,
	"max_value" numeric,
	"test_method" text,
	"product_type_id" bigint,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_param_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
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
	CONSTRAINT "department_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_user_config" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"email" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_user_config_staff_key" UNIQUE("staff_id")
);
--> statement-breakpoint
CREATE TABLE "form_config" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"module_name" text NOT NULL,
	"field_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_config_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "form_config_module_key" UNIQUE("org_id","module_name")
);
--> statement-breakpoint
CREATE TABLE "freight" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"transport_id" bigint,
	"basis" text,
	"rate" numeric,
	"from_city" text,
	"to_city" text,
	"remarks" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_source" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "funnel_source_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_stage" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"sequence" bigint,
	"probability" numeric,
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
	CONSTRAINT "funnel_stage_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "funnel_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" bigint,
	"product_type_id" bigint,
	"uom_id" bigint,
	"hsn_code" text,
	"purchase_gst_rate" numeric(5, 2),
	"sale_gst_rate" numeric(5, 2),
	"purchase_price" numeric(14, 2),
	"sale_price" numeric(14, 2),
	"reorder_level" numeric(14, 3),
	"denier" numeric(10, 2),
	"gsm" numeric(10, 2),
	"width" numeric(10, 2),
	"colour" text,
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
	"image" text,
	CONSTRAINT "item_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "item_purchase_price_check" CHECK ("item"."purchase_price" > 0),
	CONSTRAINT "item_sale_price_check" CHECK ("item"."sale_price" > 0),
	CONSTRAINT "item_reorder_level_check" CHECK ("item"."reorder_level" > 0)
);
--> statement-breakpoint
CREATE TABLE "label_config" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"key_name" text NOT NULL,
	"label_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_config_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "label_config_key" UNIQUE("org_id","key_name")
);
--> statement-breakpoint
CREATE TABLE "location" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"branch_id" bigint,
	"address" text,
	"city" text,
	"state" text,
	"pincode" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "machine" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"machine_type" text,
	"department_id" bigint,
	"capacity" numeric,
	"capacity_uom_id" bigint,
	"is_loom" boolean,
	"shuttle_count" integer,
	"loom_width" numeric,
	"manufacturer" text,
	"installation_date" date,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_template" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"channel" text,
	"subject" text,
	"body" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "module_custom_field" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"module_name" text,
	"custom_field_id" bigint,
	"sequence" bigint,
	"required" boolean,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_custom_field_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "moisture" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "moisture_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "mould" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"mould_name_id" bigint,
	"mould_type_id" bigint,
	"item_id" bigint,
	"cavities" bigint,
	"cycle_time_seconds" numeric,
	"shot_weight_grams" numeric,
	"manufacturer" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mould_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "mould_name" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "mould_name_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "mould_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "mould_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"gstin" text,
	"pan" text,
	"address" text,
	"city" text,
	"state" text,
	"pincode" text,
	"phone" text,
	"email" text,
	"website" text,
	"logo" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"packing_type" text,
	"capacity" numeric,
	"capacity_uom_id" bigint,
	"tare_weight" numeric,
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
	CONSTRAINT "packing_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "part_code" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"code" text,
	"name" text,
	"item_id" bigint,
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
	CONSTRAINT "part_code_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "party" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"company_name" text NOT NULL,
	"party_type_id" bigint,
	"category_type_id" bigint,
	"is_customer" boolean,
	"is_supplier" boolean,
	"gstin" text,
	"pan" text,
	"contact_person" text,
	"phone" text,
	"email" text,
	"credit_days" integer,
	"credit_limit" numeric(14, 2),
	"vendor_code" text,
	"zone_id" bigint,
	"active" boolean,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "party_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "party_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "ph" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "ph_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "print_template" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"module_name" text,
	"paper_size" text,
	"orientation" text,
	"header_image" text,
	"content" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_template_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "process" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"process_type_id" bigint,
	"department_id" bigint,
	"sequence" bigint,
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
	CONSTRAINT "process_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "process_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "process_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_code" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"prefix" text,
	"product_type_id" bigint,
	"start_number" bigint,
	"digits" integer,
	"separator" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_code_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_type" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "product_type_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "purity" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "purity_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "rack" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"location_id" bigint,
	"stock_area_id" bigint,
	"capacity" numeric,
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
	CONSTRAINT "rack_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "segment" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "segment_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "solubility" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "solubility_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text,
	"email" text,
	"phone" text,
	"role_id" bigint NOT NULL,
	"department_id" bigint,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_area" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"department_id" bigint,
	"location_id" bigint,
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
	CONSTRAINT "stock_area_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param4" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param4_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param5" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param5_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param6" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param6_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param7" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param7_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param8" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param8_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_param9" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"min_value" numeric,
	"max_value" numeric,
	"unit" text,
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
	CONSTRAINT "stock_param9_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "supporting_material" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"code" text,
	"uom_id" bigint,
	"rate" numeric,
	"reorder_level" numeric,
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
	CONSTRAINT "supporting_material_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"key_name" text NOT NULL,
	"value" text,
	"description" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_config_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "sys_config_key" UNIQUE("org_id","key_name")
);
--> statement-breakpoint
CREATE TABLE "transport" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
	"transporter_id" text,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" text,
	"active" boolean,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "uom" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text NOT NULL,
	"uqc" text,
	"description" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decimals" integer DEFAULT 3,
	CONSTRAINT "uom_org_id_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "uom_decimals_range" CHECK ("uom"."decimals" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" bigint PRIMARY KEY DEFAULT nextval('master_id_seq') NOT NULL,
	"org_id" bigint NOT NULL,
	"name" text,
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
	CONSTRAINT "zone_org_id_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"token_id" text PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"module_name" text NOT NULL,
	"foreign_key" bigint,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"stored_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_stored_name_key" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "stock_balance" (
	"org_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"stock_area_id" bigint NOT NULL,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"value" numeric(16, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balance_pkey" PRIMARY KEY("org_id","item_id","stock_area_id"),
	CONSTRAINT "stock_balance_quantity_check" CHECK ("stock_balance"."quantity" >= 0),
	CONSTRAINT "stock_balance_value_check" CHECK ("stock_balance"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"stock_area_id" bigint NOT NULL,
	"movement" text NOT NULL,
	"document_no" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 3) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_movement_check" CHECK ("stock_ledger"."movement" <> ''),
	CONSTRAINT "stock_ledger_quantity_check" CHECK ("stock_ledger"."quantity" <> 0),
	CONSTRAINT "stock_ledger_rate_check" CHECK ("stock_ledger"."rate" >= 0),
	CONSTRAINT "stock_ledger_balance_after_check" CHECK ("stock_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "acl" ADD CONSTRAINT "acl_org_id_role_id_fkey" FOREIGN KEY ("org_id","role_id") REFERENCES "public"."role"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom" ADD CONSTRAINT "bom_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom" ADD CONSTRAINT "bom_org_id_output_item_id_fkey" FOREIGN KEY ("org_id","output_item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom" ADD CONSTRAINT "bom_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom" ADD CONSTRAINT "bom_org_id_process_id_fkey" FOREIGN KEY ("org_id","process_id") REFERENCES "public"."process"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_type" ADD CONSTRAINT "category_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_head" ADD CONSTRAINT "cost_head_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity" ADD CONSTRAINT "crm_activity_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field" ADD CONSTRAINT "custom_field_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_param" ADD CONSTRAINT "custom_param_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_param" ADD CONSTRAINT "custom_param_org_id_product_type_id_fkey" FOREIGN KEY ("org_id","product_type_id") REFERENCES "public"."product_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_user_config" ADD CONSTRAINT "email_user_config_org_id_staff_id_fkey" FOREIGN KEY ("org_id","staff_id") REFERENCES "public"."staff"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_config" ADD CONSTRAINT "form_config_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight" ADD CONSTRAINT "freight_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight" ADD CONSTRAINT "freight_org_id_transport_id_fkey" FOREIGN KEY ("org_id","transport_id") REFERENCES "public"."transport"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_source" ADD CONSTRAINT "funnel_source_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_stage" ADD CONSTRAINT "funnel_stage_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_type" ADD CONSTRAINT "funnel_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_org_id_category_id_fkey" FOREIGN KEY ("org_id","category_id") REFERENCES "public"."category_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_org_id_product_type_id_fkey" FOREIGN KEY ("org_id","product_type_id") REFERENCES "public"."product_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_config" ADD CONSTRAINT "label_config_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_org_id_branch_id_fkey" FOREIGN KEY ("org_id","branch_id") REFERENCES "public"."branch"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_org_id_capacity_uom_id_fkey" FOREIGN KEY ("org_id","capacity_uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_custom_field" ADD CONSTRAINT "module_custom_field_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_custom_field" ADD CONSTRAINT "module_custom_field_org_id_custom_field_id_fkey" FOREIGN KEY ("org_id","custom_field_id") REFERENCES "public"."custom_field"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moisture" ADD CONSTRAINT "moisture_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould" ADD CONSTRAINT "mould_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould" ADD CONSTRAINT "mould_org_id_mould_name_id_fkey" FOREIGN KEY ("org_id","mould_name_id") REFERENCES "public"."mould_name"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould" ADD CONSTRAINT "mould_org_id_mould_type_id_fkey" FOREIGN KEY ("org_id","mould_type_id") REFERENCES "public"."mould_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould" ADD CONSTRAINT "mould_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould_name" ADD CONSTRAINT "mould_name_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mould_type" ADD CONSTRAINT "mould_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_org_id_capacity_uom_id_fkey" FOREIGN KEY ("org_id","capacity_uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_code" ADD CONSTRAINT "part_code_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_code" ADD CONSTRAINT "part_code_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_org_id_party_type_id_fkey" FOREIGN KEY ("org_id","party_type_id") REFERENCES "public"."party_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_org_id_category_type_id_fkey" FOREIGN KEY ("org_id","category_type_id") REFERENCES "public"."category_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_org_id_zone_id_fkey" FOREIGN KEY ("org_id","zone_id") REFERENCES "public"."zone"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_type" ADD CONSTRAINT "party_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ph" ADD CONSTRAINT "ph_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_template" ADD CONSTRAINT "print_template_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process" ADD CONSTRAINT "process_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process" ADD CONSTRAINT "process_org_id_process_type_id_fkey" FOREIGN KEY ("org_id","process_type_id") REFERENCES "public"."process_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process" ADD CONSTRAINT "process_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_type" ADD CONSTRAINT "process_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_code" ADD CONSTRAINT "product_code_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_code" ADD CONSTRAINT "product_code_org_id_product_type_id_fkey" FOREIGN KEY ("org_id","product_type_id") REFERENCES "public"."product_type"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type" ADD CONSTRAINT "product_type_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purity" ADD CONSTRAINT "purity_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rack" ADD CONSTRAINT "rack_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rack" ADD CONSTRAINT "rack_org_id_location_id_fkey" FOREIGN KEY ("org_id","location_id") REFERENCES "public"."location"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rack" ADD CONSTRAINT "rack_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment" ADD CONSTRAINT "segment_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solubility" ADD CONSTRAINT "solubility_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_org_id_role_id_fkey" FOREIGN KEY ("org_id","role_id") REFERENCES "public"."role"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area" ADD CONSTRAINT "stock_area_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area" ADD CONSTRAINT "stock_area_org_id_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."department"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_area" ADD CONSTRAINT "stock_area_org_id_location_id_fkey" FOREIGN KEY ("org_id","location_id") REFERENCES "public"."location"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param4" ADD CONSTRAINT "stock_param4_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param5" ADD CONSTRAINT "stock_param5_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param6" ADD CONSTRAINT "stock_param6_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param7" ADD CONSTRAINT "stock_param7_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param8" ADD CONSTRAINT "stock_param8_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_param9" ADD CONSTRAINT "stock_param9_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material" ADD CONSTRAINT "supporting_material_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_material" ADD CONSTRAINT "supporting_material_org_id_uom_id_fkey" FOREIGN KEY ("org_id","uom_id") REFERENCES "public"."uom"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_config" ADD CONSTRAINT "sys_config_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport" ADD CONSTRAINT "transport_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uom" ADD CONSTRAINT "uom_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone" ADD CONSTRAINT "zone_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_org_id_staff_id_fkey" FOREIGN KEY ("org_id","staff_id") REFERENCES "public"."staff"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_item_id_fkey" FOREIGN KEY ("org_id","item_id") REFERENCES "public"."item"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_org_id_stock_area_id_fkey" FOREIGN KEY ("org_id","stock_area_id") REFERENCES "public"."stock_area"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acl_by_module_api" ON "acl" USING btree ("org_id",lower("module_api"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "bom_unique_key" ON "bom" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "bom_by_name" ON "bom" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "bom_by_output_item" ON "bom" USING btree ("org_id","output_item_id");--> statement-breakpoint
CREATE INDEX "bom_by_uom" ON "bom" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE INDEX "bom_by_process" ON "bom" USING btree ("org_id","process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_unique_key" ON "branch" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "branch_by_name" ON "branch" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_type_unique_key" ON "category_type" USING btree ("org_id",lower(btrim("name")),lower(btrim("applies_to")));--> statement-breakpoint
CREATE INDEX "category_type_by_name" ON "category_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_head_unique_key" ON "cost_head" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "cost_head_by_name" ON "cost_head" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_activity_unique_key" ON "crm_activity" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "crm_activity_by_name" ON "crm_activity" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_unique_key" ON "custom_field" USING btree ("org_id",lower(btrim("field_key")));--> statement-breakpoint
CREATE INDEX "custom_field_by_name" ON "custom_field" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_param_unique_key" ON "custom_param" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "custom_param_by_name" ON "custom_param" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "custom_param_by_product_type" ON "custom_param" USING btree ("org_id","product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_unique_key" ON "department" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "department_by_name" ON "department" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_unique_key" ON "freight" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "freight_by_name" ON "freight" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "freight_by_transport" ON "freight" USING btree ("org_id","transport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_source_unique_key" ON "funnel_source" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "funnel_source_by_name" ON "funnel_source" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_stage_unique_key" ON "funnel_stage" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "funnel_stage_by_name" ON "funnel_stage" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_type_unique_key" ON "funnel_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "funnel_type_by_name" ON "funnel_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_key" ON "item" USING btree ("org_id",lower("code"));--> statement-breakpoint
CREATE INDEX "item_search" ON "item" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "item_by_name" ON "item" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "item_by_category" ON "item" USING btree ("org_id","category_id");--> statement-breakpoint
CREATE INDEX "item_by_product_type" ON "item" USING btree ("org_id","product_type_id");--> statement-breakpoint
CREATE INDEX "item_by_uom" ON "item" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_unique_key" ON "location" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "location_by_name" ON "location" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "location_by_branch" ON "location" USING btree ("org_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_unique_key" ON "machine" USING btree ("org_id",lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "machine_by_name" ON "machine" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "machine_by_department" ON "machine" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "machine_by_capacity_uom" ON "machine" USING btree ("org_id","capacity_uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_unique_key" ON "message_template" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "message_template_by_name" ON "message_template" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_custom_field_unique_key" ON "module_custom_field" USING btree ("org_id",lower(btrim("module_name")),"custom_field_id");--> statement-breakpoint
CREATE INDEX "module_custom_field_by_module_name" ON "module_custom_field" USING btree ("org_id",lower("module_name"),"id");--> statement-breakpoint
CREATE INDEX "module_custom_field_by_custom_field" ON "module_custom_field" USING btree ("org_id","custom_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moisture_unique_key" ON "moisture" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "moisture_by_name" ON "moisture" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "mould_unique_key" ON "mould" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "mould_by_name" ON "mould" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "mould_by_mould_name" ON "mould" USING btree ("org_id","mould_name_id");--> statement-breakpoint
CREATE INDEX "mould_by_mould_type" ON "mould" USING btree ("org_id","mould_type_id");--> statement-breakpoint
CREATE INDEX "mould_by_item" ON "mould" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mould_name_unique_key" ON "mould_name" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "mould_name_by_name" ON "mould_name" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "mould_type_unique_key" ON "mould_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "mould_type_by_name" ON "mould_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_unique_key" ON "packing" USING btree ("org_id",lower(btrim("packing_type")));--> statement-breakpoint
CREATE INDEX "packing_by_packing_type" ON "packing" USING btree ("org_id",lower("packing_type"),"id");--> statement-breakpoint
CREATE INDEX "packing_by_capacity_uom" ON "packing" USING btree ("org_id","capacity_uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_code_unique_key" ON "part_code" USING btree ("org_id",lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "part_code_by_name" ON "part_code" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "part_code_by_item" ON "part_code" USING btree ("org_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_company_name_key" ON "party" USING btree ("org_id",lower("company_name"));--> statement-breakpoint
CREATE INDEX "party_search" ON "party" USING gin ("search" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "party_by_name" ON "party" USING btree ("org_id",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "party_by_party_type" ON "party" USING btree ("org_id","party_type_id");--> statement-breakpoint
CREATE INDEX "party_by_category_type" ON "party" USING btree ("org_id","category_type_id");--> statement-breakpoint
CREATE INDEX "party_by_zone" ON "party" USING btree ("org_id","zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_type_unique_key" ON "party_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "party_type_by_name" ON "party_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "ph_unique_key" ON "ph" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "ph_by_name" ON "ph" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_template_unique_key" ON "print_template" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "print_template_by_name" ON "print_template" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_unique_key" ON "process" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "process_by_name" ON "process" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "process_by_process_type" ON "process" USING btree ("org_id","process_type_id");--> statement-breakpoint
CREATE INDEX "process_by_department" ON "process" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_type_unique_key" ON "process_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "process_type_by_name" ON "process_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_unique_key" ON "product_code" USING btree ("org_id",lower(btrim("prefix")));--> statement-breakpoint
CREATE INDEX "product_code_by_name" ON "product_code" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "product_code_by_product_type" ON "product_code" USING btree ("org_id","product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_unique_key" ON "product_type" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "product_type_by_name" ON "product_type" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "purity_unique_key" ON "purity" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "purity_by_name" ON "purity" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "rack_unique_key" ON "rack" USING btree ("org_id",lower(btrim("name")),"location_id");--> statement-breakpoint
CREATE INDEX "rack_by_name" ON "rack" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "rack_by_location" ON "rack" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE INDEX "rack_by_stock_area" ON "rack" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_name_key" ON "role" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "segment_unique_key" ON "segment" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "segment_by_name" ON "segment" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "solubility_unique_key" ON "solubility" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "solubility_by_name" ON "solubility" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_key" ON "staff" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "staff_by_firstname" ON "staff" USING btree ("org_id",lower("firstname"),"id");--> statement-breakpoint
CREATE INDEX "staff_by_role" ON "staff" USING btree ("org_id","role_id");--> statement-breakpoint
CREATE INDEX "staff_by_department" ON "staff" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_area_unique_key" ON "stock_area" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_area_by_name" ON "stock_area" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "stock_area_by_department" ON "stock_area" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE INDEX "stock_area_by_location" ON "stock_area" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param4_unique_key" ON "stock_param4" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param4_by_name" ON "stock_param4" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param5_unique_key" ON "stock_param5" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param5_by_name" ON "stock_param5" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param6_unique_key" ON "stock_param6" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param6_by_name" ON "stock_param6" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param7_unique_key" ON "stock_param7" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param7_by_name" ON "stock_param7" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param8_unique_key" ON "stock_param8" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param8_by_name" ON "stock_param8" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_param9_unique_key" ON "stock_param9" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "stock_param9_by_name" ON "stock_param9" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "supporting_material_unique_key" ON "supporting_material" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "supporting_material_by_name" ON "supporting_material" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "supporting_material_by_uom" ON "supporting_material" USING btree ("org_id","uom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_unique_key" ON "transport" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "transport_by_name" ON "transport" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "uom_name_key" ON "uom" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "zone_unique_key" ON "zone" USING btree ("org_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "zone_by_name" ON "zone" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "login_failure_subject" ON "login_failure" USING btree ("subject","failed_at");--> statement-breakpoint
CREATE INDEX "staff_session_staff" ON "staff_session" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_session_expiry" ON "staff_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner" ON "stored_file" USING btree ("org_id","module_name","foreign_key");--> statement-breakpoint
CREATE INDEX "stock_balance_by_area" ON "stock_balance" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_place" ON "stock_ledger" USING btree ("org_id","item_id","stock_area_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_area" ON "stock_ledger" USING btree ("org_id","stock_area_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_by_document" ON "stock_ledger" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_one_opening" ON "stock_ledger" USING btree ("org_id","item_id","stock_area_id") WHERE "stock_ledger"."movement" = 'OPENING';