-- Every catalogue master gets a table of its own (decision 0200), derived from its catalogue entry by
-- tableOf in src/resources/tables.ts: the module key in snake case, one typed column per field (text, numeric,
-- integer/bigint, boolean, date; a lookup is a bigint with a foreign key that carries org_id), a jsonb list per
-- child table, the module's unique keys as a unique index (case-insensitive on text), an index for the sort key
-- and one per lookup. Fields without a column of their own stay in data.
--
-- The rows of the generic entity table move into their module's table keeping their ids, so every reference
-- stays valid; the foreign keys that pointed at entity point at the right table; entity goes. The moved tables
-- share entity's id sequence (renamed master_id_seq), so a new id never repeats an old one.

ALTER SEQUENCE entity_id_seq OWNED BY NONE;
ALTER SEQUENCE entity_id_seq RENAME TO master_id_seq;

CREATE TABLE party_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX party_type_unique_key ON party_type (org_id, lower(btrim(name)));
CREATE INDEX party_type_by_name ON party_type (org_id, lower(name), id);
INSERT INTO party_type (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'partyType';

CREATE TABLE category_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  applies_to text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX category_type_unique_key ON category_type (org_id, lower(btrim(name)), lower(btrim(applies_to)));
CREATE INDEX category_type_by_name ON category_type (org_id, lower(name), id);
INSERT INTO category_type (id, org_id, name, applies_to, description, active, data, custom_fields, search,
    version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'appliesTo', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean, data - ARRAY['appliesTo', 'description', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'categoryType';

CREATE TABLE product_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX product_type_unique_key ON product_type (org_id, lower(btrim(name)));
CREATE INDEX product_type_by_name ON product_type (org_id, lower(name), id);
INSERT INTO product_type (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'productType';

CREATE TABLE product_code (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  prefix text,
  product_type_id bigint,
  start_number bigint,
  digits integer,
  separator text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX product_code_unique_key ON product_code (org_id, lower(btrim(prefix)));
CREATE INDEX product_code_by_name ON product_code (org_id, lower(name), id);
CREATE INDEX product_code_by_product_type ON product_code (org_id, product_type_id);
INSERT INTO product_code (id, org_id, name, prefix, product_type_id, start_number, digits, separator, active,
    data, custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'prefix', ''), nullif(data ->> 'productTypeId', '')::bigint,
         nullif(data ->> 'startNumber', '')::bigint, nullif(data ->> 'digits', '')::integer,
         nullif(data ->> 'separator', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['prefix', 'productTypeId', 'startNumber', 'digits', 'separator', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'productCode';

CREATE TABLE part_code (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  code text,
  name text,
  item_id bigint,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX part_code_unique_key ON part_code (org_id, lower(btrim(code)));
CREATE INDEX part_code_by_name ON part_code (org_id, lower(name), id);
CREATE INDEX part_code_by_item ON part_code (org_id, item_id);
INSERT INTO part_code (id, org_id, code, name, item_id, description, active, data, custom_fields, search,
    version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, code, name, nullif(data ->> 'itemId', '')::bigint, nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean, data - ARRAY['itemId', 'description', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'partCode';

CREATE TABLE bom (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  output_item_id bigint,
  output_quantity numeric,
  uom_id bigint,
  process_id bigint,
  is_default boolean,
  remarks text,
  active boolean,
  lines jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX bom_unique_key ON bom (org_id, lower(btrim(name)));
CREATE INDEX bom_by_name ON bom (org_id, lower(name), id);
CREATE INDEX bom_by_output_item ON bom (org_id, output_item_id);
CREATE INDEX bom_by_uom ON bom (org_id, uom_id);
CREATE INDEX bom_by_process ON bom (org_id, process_id);
INSERT INTO bom (id, org_id, name, code, output_item_id, output_quantity, uom_id, process_id, is_default,
    remarks, active, lines, data, custom_fields, search, version, created_by, created_at, updated_by,
    updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'outputItemId', '')::bigint,
         nullif(data ->> 'outputQuantity', '')::numeric, nullif(data ->> 'uomId', '')::bigint,
         nullif(data ->> 'processId', '')::bigint, nullif(data ->> 'isDefault', '')::boolean,
         nullif(data ->> 'remarks', ''), nullif(data ->> 'active', '')::boolean,
         CASE jsonb_typeof(data -> 'lines') WHEN 'array' THEN data -> 'lines' ELSE '[]' END,
         data - ARRAY['outputItemId', 'outputQuantity', 'uomId', 'processId', 'isDefault', 'remarks', 'active', 'lines'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'bom';

CREATE TABLE mould (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  mould_name_id bigint,
  mould_type_id bigint,
  item_id bigint,
  cavities bigint,
  cycle_time_seconds numeric,
  shot_weight_grams numeric,
  manufacturer text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX mould_unique_key ON mould (org_id, lower(btrim(name)));
CREATE INDEX mould_by_name ON mould (org_id, lower(name), id);
CREATE INDEX mould_by_mould_name ON mould (org_id, mould_name_id);
CREATE INDEX mould_by_mould_type ON mould (org_id, mould_type_id);
CREATE INDEX mould_by_item ON mould (org_id, item_id);
INSERT INTO mould (id, org_id, name, mould_name_id, mould_type_id, item_id, cavities, cycle_time_seconds,
    shot_weight_grams, manufacturer, active, data, custom_fields, search, version, created_by, created_at,
    updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'mouldNameId', '')::bigint,
         nullif(data ->> 'mouldTypeId', '')::bigint, nullif(data ->> 'itemId', '')::bigint,
         nullif(data ->> 'cavities', '')::bigint, nullif(data ->> 'cycleTimeSeconds', '')::numeric,
         nullif(data ->> 'shotWeightGrams', '')::numeric, nullif(data ->> 'manufacturer', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['mouldNameId', 'mouldTypeId', 'itemId', 'cavities', 'cycleTimeSeconds', 'shotWeightGrams', 'manufacturer', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'mould';

CREATE TABLE mould_name (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX mould_name_unique_key ON mould_name (org_id, lower(btrim(name)));
CREATE INDEX mould_name_by_name ON mould_name (org_id, lower(name), id);
INSERT INTO mould_name (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'mouldName';

CREATE TABLE mould_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX mould_type_unique_key ON mould_type (org_id, lower(btrim(name)));
CREATE INDEX mould_type_by_name ON mould_type (org_id, lower(name), id);
INSERT INTO mould_type (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'mouldType';

CREATE TABLE supporting_material (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  uom_id bigint,
  rate numeric,
  reorder_level numeric,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX supporting_material_unique_key ON supporting_material (org_id, lower(btrim(name)));
CREATE INDEX supporting_material_by_name ON supporting_material (org_id, lower(name), id);
CREATE INDEX supporting_material_by_uom ON supporting_material (org_id, uom_id);
INSERT INTO supporting_material (id, org_id, name, code, uom_id, rate, reorder_level, description, active,
    data, custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'uomId', '')::bigint, nullif(data ->> 'rate', '')::numeric,
         nullif(data ->> 'reorderLevel', '')::numeric, nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['uomId', 'rate', 'reorderLevel', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'supportingMaterial';

CREATE TABLE cost_head (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  cost_type text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX cost_head_unique_key ON cost_head (org_id, lower(btrim(name)));
CREATE INDEX cost_head_by_name ON cost_head (org_id, lower(name), id);
INSERT INTO cost_head (id, org_id, name, cost_type, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'costType', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean, data - ARRAY['costType', 'description', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'costHead';

CREATE TABLE segment (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX segment_unique_key ON segment (org_id, lower(btrim(name)));
CREATE INDEX segment_by_name ON segment (org_id, lower(name), id);
INSERT INTO segment (id, org_id, name, description, active, data, custom_fields, search, version, created_by,
    created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'segment';

CREATE TABLE process (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  process_type_id bigint,
  department_id bigint,
  sequence bigint,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX process_unique_key ON process (org_id, lower(btrim(name)));
CREATE INDEX process_by_name ON process (org_id, lower(name), id);
CREATE INDEX process_by_process_type ON process (org_id, process_type_id);
CREATE INDEX process_by_department ON process (org_id, department_id);
INSERT INTO process (id, org_id, name, process_type_id, department_id, sequence, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'processTypeId', '')::bigint,
         nullif(data ->> 'departmentId', '')::bigint, nullif(data ->> 'sequence', '')::bigint,
         nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['processTypeId', 'departmentId', 'sequence', 'description', 'active'], custom_fields,
         search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'process';

CREATE TABLE process_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX process_type_unique_key ON process_type (org_id, lower(btrim(name)));
CREATE INDEX process_type_by_name ON process_type (org_id, lower(name), id);
INSERT INTO process_type (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'processType';

CREATE TABLE stock_area (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  department_id bigint,
  location_id bigint,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_area_unique_key ON stock_area (org_id, lower(btrim(name)));
CREATE INDEX stock_area_by_name ON stock_area (org_id, lower(name), id);
CREATE INDEX stock_area_by_department ON stock_area (org_id, department_id);
CREATE INDEX stock_area_by_location ON stock_area (org_id, location_id);
INSERT INTO stock_area (id, org_id, name, code, department_id, location_id, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'departmentId', '')::bigint,
         nullif(data ->> 'locationId', '')::bigint, nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['departmentId', 'locationId', 'description', 'active'], custom_fields, search, version,
         created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockArea';

CREATE TABLE department (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX department_unique_key ON department (org_id, lower(btrim(name)));
CREATE INDEX department_by_name ON department (org_id, lower(name), id);
INSERT INTO department (id, org_id, name, code, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'department';

CREATE TABLE zone (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX zone_unique_key ON zone (org_id, lower(btrim(name)));
CREATE INDEX zone_by_name ON zone (org_id, lower(name), id);
INSERT INTO zone (id, org_id, name, description, active, data, custom_fields, search, version, created_by,
    created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'zone';

CREATE TABLE machine (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  machine_type text,
  department_id bigint,
  capacity numeric,
  capacity_uom_id bigint,
  is_loom boolean,
  shuttle_count integer,
  loom_width numeric,
  manufacturer text,
  installation_date date,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX machine_unique_key ON machine (org_id, lower(btrim(code)));
CREATE INDEX machine_by_name ON machine (org_id, lower(name), id);
CREATE INDEX machine_by_department ON machine (org_id, department_id);
CREATE INDEX machine_by_capacity_uom ON machine (org_id, capacity_uom_id);
INSERT INTO machine (id, org_id, name, code, machine_type, department_id, capacity, capacity_uom_id, is_loom,
    shuttle_count, loom_width, manufacturer, installation_date, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'machineType', ''),
         nullif(data ->> 'departmentId', '')::bigint, nullif(data ->> 'capacity', '')::numeric,
         nullif(data ->> 'capacityUomId', '')::bigint, nullif(data ->> 'isLoom', '')::boolean,
         nullif(data ->> 'shuttleCount', '')::integer, nullif(data ->> 'loomWidth', '')::numeric,
         nullif(data ->> 'manufacturer', ''), nullif(data ->> 'installationDate', '')::date,
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['machineType', 'departmentId', 'capacity', 'capacityUomId', 'isLoom', 'shuttleCount', 'loomWidth', 'manufacturer', 'installationDate', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'machine';

CREATE TABLE packing (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  packing_type text,
  capacity numeric,
  capacity_uom_id bigint,
  tare_weight numeric,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX packing_unique_key ON packing (org_id, lower(btrim(packing_type)));
CREATE INDEX packing_by_packing_type ON packing (org_id, lower(packing_type), id);
CREATE INDEX packing_by_capacity_uom ON packing (org_id, capacity_uom_id);
INSERT INTO packing (id, org_id, packing_type, capacity, capacity_uom_id, tare_weight, description, active,
    data, custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'capacity', '')::numeric,
         nullif(data ->> 'capacityUomId', '')::bigint, nullif(data ->> 'tareWeight', '')::numeric,
         nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['capacity', 'capacityUomId', 'tareWeight', 'description', 'active'], custom_fields,
         search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'packing';

CREATE TABLE transport (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  transporter_id text,
  contact_person text,
  phone text,
  email text,
  address text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX transport_unique_key ON transport (org_id, lower(btrim(name)));
CREATE INDEX transport_by_name ON transport (org_id, lower(name), id);
INSERT INTO transport (id, org_id, name, transporter_id, contact_person, phone, email, address, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'transporterId', ''), nullif(data ->> 'contactPerson', ''),
         nullif(data ->> 'phone', ''), nullif(data ->> 'email', ''), nullif(data ->> 'address', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['transporterId', 'contactPerson', 'phone', 'email', 'address', 'active'], custom_fields,
         search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'transport';

CREATE TABLE freight (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  transport_id bigint,
  basis text,
  rate numeric,
  from_city text,
  to_city text,
  remarks text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX freight_unique_key ON freight (org_id, lower(btrim(name)));
CREATE INDEX freight_by_name ON freight (org_id, lower(name), id);
CREATE INDEX freight_by_transport ON freight (org_id, transport_id);
INSERT INTO freight (id, org_id, name, transport_id, basis, rate, from_city, to_city, remarks, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'transportId', '')::bigint, nullif(data ->> 'basis', ''),
         nullif(data ->> 'rate', '')::numeric, nullif(data ->> 'fromCity', ''), nullif(data ->> 'toCity', ''),
         nullif(data ->> 'remarks', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['transportId', 'basis', 'rate', 'fromCity', 'toCity', 'remarks', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'freight';

CREATE TABLE location (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  branch_id bigint,
  address text,
  city text,
  state text,
  pincode text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX location_unique_key ON location (org_id, lower(btrim(name)));
CREATE INDEX location_by_name ON location (org_id, lower(name), id);
CREATE INDEX location_by_branch ON location (org_id, branch_id);
INSERT INTO location (id, org_id, name, code, branch_id, address, city, state, pincode, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'branchId', '')::bigint, nullif(data ->> 'address', ''),
         nullif(data ->> 'city', ''), nullif(data ->> 'state', ''), nullif(data ->> 'pincode', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['branchId', 'address', 'city', 'state', 'pincode', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'location';

CREATE TABLE rack (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  location_id bigint,
  stock_area_id bigint,
  capacity numeric,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX rack_unique_key ON rack (org_id, lower(btrim(name)), location_id);
CREATE INDEX rack_by_name ON rack (org_id, lower(name), id);
CREATE INDEX rack_by_location ON rack (org_id, location_id);
CREATE INDEX rack_by_stock_area ON rack (org_id, stock_area_id);
INSERT INTO rack (id, org_id, name, code, location_id, stock_area_id, capacity, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'locationId', '')::bigint,
         nullif(data ->> 'stockAreaId', '')::bigint, nullif(data ->> 'capacity', '')::numeric,
         nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['locationId', 'stockAreaId', 'capacity', 'description', 'active'], custom_fields,
         search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'rack';

CREATE TABLE branch (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  code text,
  gstin text,
  address text,
  city text,
  state text,
  pincode text,
  phone text,
  email text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX branch_unique_key ON branch (org_id, lower(btrim(name)));
CREATE INDEX branch_by_name ON branch (org_id, lower(name), id);
INSERT INTO branch (id, org_id, name, code, gstin, address, city, state, pincode, phone, email, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, code, nullif(data ->> 'gstin', ''), nullif(data ->> 'address', ''),
         nullif(data ->> 'city', ''), nullif(data ->> 'state', ''), nullif(data ->> 'pincode', ''),
         nullif(data ->> 'phone', ''), nullif(data ->> 'email', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['gstin', 'address', 'city', 'state', 'pincode', 'phone', 'email', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'branch';

CREATE TABLE custom_field (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  field_key text,
  field_type text,
  options text,
  required boolean,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX custom_field_unique_key ON custom_field (org_id, lower(btrim(field_key)));
CREATE INDEX custom_field_by_name ON custom_field (org_id, lower(name), id);
INSERT INTO custom_field (id, org_id, name, field_key, field_type, options, required, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'fieldKey', ''), nullif(data ->> 'fieldType', ''),
         nullif(data ->> 'options', ''), nullif(data ->> 'required', '')::boolean,
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['fieldKey', 'fieldType', 'options', 'required', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'customField';

CREATE TABLE module_custom_field (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  module_name text,
  custom_field_id bigint,
  sequence bigint,
  required boolean,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX module_custom_field_unique_key ON module_custom_field (org_id, lower(btrim(module_name)), custom_field_id);
CREATE INDEX module_custom_field_by_module_name ON module_custom_field (org_id, lower(module_name), id);
CREATE INDEX module_custom_field_by_custom_field ON module_custom_field (org_id, custom_field_id);
INSERT INTO module_custom_field (id, org_id, module_name, custom_field_id, sequence, required, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'customFieldId', '')::bigint,
         nullif(data ->> 'sequence', '')::bigint, nullif(data ->> 'required', '')::boolean,
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['customFieldId', 'sequence', 'required', 'active'], custom_fields, search, version,
         created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'moduleCustomField';

CREATE TABLE custom_param (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  unit text,
  min_value numeric,
  max_value numeric,
  test_method text,
  product_type_id bigint,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX custom_param_unique_key ON custom_param (org_id, lower(btrim(name)));
CREATE INDEX custom_param_by_name ON custom_param (org_id, lower(name), id);
CREATE INDEX custom_param_by_product_type ON custom_param (org_id, product_type_id);
INSERT INTO custom_param (id, org_id, name, unit, min_value, max_value, test_method, product_type_id, active,
    data, custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'unit', ''), nullif(data ->> 'minValue', '')::numeric,
         nullif(data ->> 'maxValue', '')::numeric, nullif(data ->> 'testMethod', ''),
         nullif(data ->> 'productTypeId', '')::bigint, nullif(data ->> 'active', '')::boolean,
         data - ARRAY['unit', 'minValue', 'maxValue', 'testMethod', 'productTypeId', 'active'], custom_fields,
         search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'customParam';

CREATE TABLE purity (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX purity_unique_key ON purity (org_id, lower(btrim(name)));
CREATE INDEX purity_by_name ON purity (org_id, lower(name), id);
INSERT INTO purity (id, org_id, name, min_value, max_value, unit, description, active, data, custom_fields,
    search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'purity';

CREATE TABLE ph (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX ph_unique_key ON ph (org_id, lower(btrim(name)));
CREATE INDEX ph_by_name ON ph (org_id, lower(name), id);
INSERT INTO ph (id, org_id, name, min_value, max_value, unit, description, active, data, custom_fields,
    search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'ph';

CREATE TABLE moisture (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX moisture_unique_key ON moisture (org_id, lower(btrim(name)));
CREATE INDEX moisture_by_name ON moisture (org_id, lower(name), id);
INSERT INTO moisture (id, org_id, name, min_value, max_value, unit, description, active, data, custom_fields,
    search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'moisture';

CREATE TABLE solubility (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX solubility_unique_key ON solubility (org_id, lower(btrim(name)));
CREATE INDEX solubility_by_name ON solubility (org_id, lower(name), id);
INSERT INTO solubility (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'solubility';

CREATE TABLE stock_param4 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param4_unique_key ON stock_param4 (org_id, lower(btrim(name)));
CREATE INDEX stock_param4_by_name ON stock_param4 (org_id, lower(name), id);
INSERT INTO stock_param4 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam4';

CREATE TABLE stock_param5 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param5_unique_key ON stock_param5 (org_id, lower(btrim(name)));
CREATE INDEX stock_param5_by_name ON stock_param5 (org_id, lower(name), id);
INSERT INTO stock_param5 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam5';

CREATE TABLE stock_param6 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param6_unique_key ON stock_param6 (org_id, lower(btrim(name)));
CREATE INDEX stock_param6_by_name ON stock_param6 (org_id, lower(name), id);
INSERT INTO stock_param6 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam6';

CREATE TABLE stock_param7 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param7_unique_key ON stock_param7 (org_id, lower(btrim(name)));
CREATE INDEX stock_param7_by_name ON stock_param7 (org_id, lower(name), id);
INSERT INTO stock_param7 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam7';

CREATE TABLE stock_param8 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param8_unique_key ON stock_param8 (org_id, lower(btrim(name)));
CREATE INDEX stock_param8_by_name ON stock_param8 (org_id, lower(name), id);
INSERT INTO stock_param8 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam8';

CREATE TABLE stock_param9 (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  min_value numeric,
  max_value numeric,
  unit text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX stock_param9_unique_key ON stock_param9 (org_id, lower(btrim(name)));
CREATE INDEX stock_param9_by_name ON stock_param9 (org_id, lower(name), id);
INSERT INTO stock_param9 (id, org_id, name, min_value, max_value, unit, description, active, data,
    custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'minValue', '')::numeric, nullif(data ->> 'maxValue', '')::numeric,
         nullif(data ->> 'unit', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['minValue', 'maxValue', 'unit', 'description', 'active'], custom_fields, search,
         version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'stockParam9';

CREATE TABLE funnel_stage (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  sequence bigint,
  probability numeric,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX funnel_stage_unique_key ON funnel_stage (org_id, lower(btrim(name)));
CREATE INDEX funnel_stage_by_name ON funnel_stage (org_id, lower(name), id);
INSERT INTO funnel_stage (id, org_id, name, sequence, probability, description, active, data, custom_fields,
    search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'sequence', '')::bigint,
         nullif(data ->> 'probability', '')::numeric, nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean,
         data - ARRAY['sequence', 'probability', 'description', 'active'], custom_fields, search, version,
         created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'funnelStage';

CREATE TABLE funnel_source (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX funnel_source_unique_key ON funnel_source (org_id, lower(btrim(name)));
CREATE INDEX funnel_source_by_name ON funnel_source (org_id, lower(name), id);
INSERT INTO funnel_source (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'funnelSource';

CREATE TABLE funnel_type (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX funnel_type_unique_key ON funnel_type (org_id, lower(btrim(name)));
CREATE INDEX funnel_type_by_name ON funnel_type (org_id, lower(name), id);
INSERT INTO funnel_type (id, org_id, name, description, active, data, custom_fields, search, version,
    created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'description', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['description', 'active'], custom_fields, search, version, created_by, created_at,
         updated_by, updated_at
  FROM entity WHERE module = 'funnelType';

CREATE TABLE crm_activity (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  activity_type text,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX crm_activity_unique_key ON crm_activity (org_id, lower(btrim(name)));
CREATE INDEX crm_activity_by_name ON crm_activity (org_id, lower(name), id);
INSERT INTO crm_activity (id, org_id, name, activity_type, description, active, data, custom_fields, search,
    version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'activityType', ''), nullif(data ->> 'description', ''),
         nullif(data ->> 'active', '')::boolean, data - ARRAY['activityType', 'description', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'crmActivity';

CREATE TABLE message_template (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  channel text,
  subject text,
  body text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX message_template_unique_key ON message_template (org_id, lower(btrim(name)));
CREATE INDEX message_template_by_name ON message_template (org_id, lower(name), id);
INSERT INTO message_template (id, org_id, name, channel, subject, body, active, data, custom_fields, search,
    version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'channel', ''), nullif(data ->> 'subject', ''),
         nullif(data ->> 'body', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['channel', 'subject', 'body', 'active'], custom_fields, search, version, created_by,
         created_at, updated_by, updated_at
  FROM entity WHERE module = 'messageTemplate';

CREATE TABLE print_template (
  id bigint PRIMARY KEY DEFAULT nextval('master_id_seq'),
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text,
  module_name text,
  paper_size text,
  orientation text,
  header_image text,
  content text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX print_template_unique_key ON print_template (org_id, lower(btrim(name)));
CREATE INDEX print_template_by_name ON print_template (org_id, lower(name), id);
INSERT INTO print_template (id, org_id, name, module_name, paper_size, orientation, header_image, content,
    active, data, custom_fields, search, version, created_by, created_at, updated_by, updated_at)
  SELECT id, org_id, name, nullif(data ->> 'moduleName', ''), nullif(data ->> 'paperSize', ''),
         nullif(data ->> 'orientation', ''), nullif(data ->> 'headerImage', ''),
         nullif(data ->> 'content', ''), nullif(data ->> 'active', '')::boolean,
         data - ARRAY['moduleName', 'paperSize', 'orientation', 'headerImage', 'content', 'active'],
         custom_fields, search, version, created_by, created_at, updated_by, updated_at
  FROM entity WHERE module = 'printTemplate';

-- A row of a module without a table would be lost: stop instead.
DO $$
DECLARE
  left_over text;
BEGIN
  SELECT string_agg(DISTINCT module, ', ') INTO left_over FROM entity
   WHERE module NOT IN ('partyType', 'categoryType', 'productType', 'productCode', 'partCode', 'bom', 'mould',
     'mouldName', 'mouldType', 'supportingMaterial', 'costHead', 'segment', 'process', 'processType',
     'stockArea', 'department', 'zone', 'machine', 'packing', 'transport', 'freight', 'location', 'rack',
     'branch', 'customField', 'moduleCustomField', 'customParam', 'purity', 'ph', 'moisture', 'solubility',
     'stockParam4', 'stockParam5', 'stockParam6', 'stockParam7', 'stockParam8', 'stockParam9', 'funnelStage',
     'funnelSource', 'funnelType', 'crmActivity', 'messageTemplate', 'printTemplate');
  IF left_over IS NOT NULL THEN
    RAISE EXCEPTION 'entity holds rows of modules without a table of their own: %', left_over;
  END IF;
END
$$;

-- The first schema's tables: the item's picture gets its column; (org_id, id) is unique on every org-scoped
-- table; the lists of users and access data get an index for their sort key.
ALTER TABLE item ADD COLUMN image text;
UPDATE item SET image = nullif(data ->> 'image', ''), data = data - 'image' WHERE data ? 'image';
ALTER TABLE sys_config ADD UNIQUE (org_id, id);
ALTER TABLE label_config ADD UNIQUE (org_id, id);
ALTER TABLE form_config ADD UNIQUE (org_id, id);
CREATE INDEX staff_by_firstname ON staff (org_id, lower(firstname), id);
CREATE INDEX acl_by_module_api ON acl (org_id, lower(module_api), id);

ALTER TABLE staff DROP CONSTRAINT staff_org_id_department_id_fkey;
ALTER TABLE item DROP CONSTRAINT item_org_id_category_id_fkey;
ALTER TABLE item DROP CONSTRAINT item_org_id_product_type_id_fkey;
ALTER TABLE party DROP CONSTRAINT party_org_id_party_type_id_fkey;
ALTER TABLE party DROP CONSTRAINT party_org_id_category_type_id_fkey;
ALTER TABLE party DROP CONSTRAINT party_org_id_zone_id_fkey;
ALTER TABLE stock_ledger DROP CONSTRAINT stock_ledger_org_id_stock_area_id_fkey;
ALTER TABLE stock_balance DROP CONSTRAINT stock_balance_org_id_stock_area_id_fkey;
DROP TABLE entity;

-- Every lookup's foreign key (the first schema's item.uom_id, staff.role_id and acl.role_id stay as they are).
ALTER TABLE party ADD FOREIGN KEY (org_id, party_type_id) REFERENCES party_type (org_id, id);
ALTER TABLE party ADD FOREIGN KEY (org_id, category_type_id) REFERENCES category_type (org_id, id);
ALTER TABLE party ADD FOREIGN KEY (org_id, zone_id) REFERENCES zone (org_id, id);
ALTER TABLE item ADD FOREIGN KEY (org_id, category_id) REFERENCES category_type (org_id, id);
ALTER TABLE item ADD FOREIGN KEY (org_id, product_type_id) REFERENCES product_type (org_id, id);
ALTER TABLE product_code ADD FOREIGN KEY (org_id, product_type_id) REFERENCES product_type (org_id, id);
ALTER TABLE part_code ADD FOREIGN KEY (org_id, item_id) REFERENCES item (org_id, id);
ALTER TABLE bom ADD FOREIGN KEY (org_id, output_item_id) REFERENCES item (org_id, id);
ALTER TABLE bom ADD FOREIGN KEY (org_id, uom_id) REFERENCES uom (org_id, id);
ALTER TABLE bom ADD FOREIGN KEY (org_id, process_id) REFERENCES process (org_id, id);
ALTER TABLE mould ADD FOREIGN KEY (org_id, mould_name_id) REFERENCES mould_name (org_id, id);
ALTER TABLE mould ADD FOREIGN KEY (org_id, mould_type_id) REFERENCES mould_type (org_id, id);
ALTER TABLE mould ADD FOREIGN KEY (org_id, item_id) REFERENCES item (org_id, id);
ALTER TABLE supporting_material ADD FOREIGN KEY (org_id, uom_id) REFERENCES uom (org_id, id);
ALTER TABLE process ADD FOREIGN KEY (org_id, process_type_id) REFERENCES process_type (org_id, id);
ALTER TABLE process ADD FOREIGN KEY (org_id, department_id) REFERENCES department (org_id, id);
ALTER TABLE stock_area ADD FOREIGN KEY (org_id, department_id) REFERENCES department (org_id, id);
ALTER TABLE stock_area ADD FOREIGN KEY (org_id, location_id) REFERENCES location (org_id, id);
ALTER TABLE machine ADD FOREIGN KEY (org_id, department_id) REFERENCES department (org_id, id);
ALTER TABLE machine ADD FOREIGN KEY (org_id, capacity_uom_id) REFERENCES uom (org_id, id);
ALTER TABLE packing ADD FOREIGN KEY (org_id, capacity_uom_id) REFERENCES uom (org_id, id);
ALTER TABLE freight ADD FOREIGN KEY (org_id, transport_id) REFERENCES transport (org_id, id);
ALTER TABLE location ADD FOREIGN KEY (org_id, branch_id) REFERENCES branch (org_id, id);
ALTER TABLE rack ADD FOREIGN KEY (org_id, location_id) REFERENCES location (org_id, id);
ALTER TABLE rack ADD FOREIGN KEY (org_id, stock_area_id) REFERENCES stock_area (org_id, id);
ALTER TABLE module_custom_field ADD FOREIGN KEY (org_id, custom_field_id) REFERENCES custom_field (org_id, id);
ALTER TABLE custom_param ADD FOREIGN KEY (org_id, product_type_id) REFERENCES product_type (org_id, id);
ALTER TABLE staff ADD FOREIGN KEY (org_id, department_id) REFERENCES department (org_id, id);
ALTER TABLE stock_ledger ADD FOREIGN KEY (org_id, stock_area_id) REFERENCES stock_area (org_id, id);
ALTER TABLE stock_balance ADD FOREIGN KEY (org_id, stock_area_id) REFERENCES stock_area (org_id, id);

-- Change notices (migration 0004) for the new tables: custom fields and their assignments are write rules;
-- every table a lookup points into notices its row changes (src/resources/resource.ts LOOKUP_TABLES). The
-- entity table's triggers went with it.
CREATE TRIGGER custom_field_changed AFTER INSERT OR UPDATE OR DELETE ON custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER custom_field_truncated AFTER TRUNCATE ON custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER module_custom_field_changed AFTER INSERT OR UPDATE OR DELETE ON module_custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER module_custom_field_truncated AFTER TRUNCATE ON module_custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rules');
CREATE TRIGGER branch_rows_changed AFTER INSERT OR UPDATE OR DELETE ON branch
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_branch');
CREATE TRIGGER branch_rows_truncated AFTER TRUNCATE ON branch
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_branch');
CREATE TRIGGER category_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON category_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_category_type');
CREATE TRIGGER category_type_rows_truncated AFTER TRUNCATE ON category_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_category_type');
CREATE TRIGGER custom_field_rows_changed AFTER INSERT OR UPDATE OR DELETE ON custom_field
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_custom_field');
CREATE TRIGGER custom_field_rows_truncated AFTER TRUNCATE ON custom_field
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_custom_field');
CREATE TRIGGER department_rows_changed AFTER INSERT OR UPDATE OR DELETE ON department
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_department');
CREATE TRIGGER department_rows_truncated AFTER TRUNCATE ON department
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_department');
CREATE TRIGGER location_rows_changed AFTER INSERT OR UPDATE OR DELETE ON location
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_location');
CREATE TRIGGER location_rows_truncated AFTER TRUNCATE ON location
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_location');
CREATE TRIGGER mould_name_rows_changed AFTER INSERT OR UPDATE OR DELETE ON mould_name
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_mould_name');
CREATE TRIGGER mould_name_rows_truncated AFTER TRUNCATE ON mould_name
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_mould_name');
CREATE TRIGGER mould_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON mould_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_mould_type');
CREATE TRIGGER mould_type_rows_truncated AFTER TRUNCATE ON mould_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_mould_type');
CREATE TRIGGER party_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON party_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_party_type');
CREATE TRIGGER party_type_rows_truncated AFTER TRUNCATE ON party_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_party_type');
CREATE TRIGGER process_rows_changed AFTER INSERT OR UPDATE OR DELETE ON process
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_process');
CREATE TRIGGER process_rows_truncated AFTER TRUNCATE ON process
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_process');
CREATE TRIGGER process_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON process_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_process_type');
CREATE TRIGGER process_type_rows_truncated AFTER TRUNCATE ON process_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_process_type');
CREATE TRIGGER product_type_rows_changed AFTER INSERT OR UPDATE OR DELETE ON product_type
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_product_type');
CREATE TRIGGER product_type_rows_truncated AFTER TRUNCATE ON product_type
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_product_type');
CREATE TRIGGER stock_area_rows_changed AFTER INSERT OR UPDATE OR DELETE ON stock_area
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_stock_area');
CREATE TRIGGER stock_area_rows_truncated AFTER TRUNCATE ON stock_area
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_stock_area');
CREATE TRIGGER transport_rows_changed AFTER INSERT OR UPDATE OR DELETE ON transport
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_transport');
CREATE TRIGGER transport_rows_truncated AFTER TRUNCATE ON transport
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_transport');
CREATE TRIGGER zone_rows_changed AFTER INSERT OR UPDATE OR DELETE ON zone
  FOR EACH ROW EXECUTE FUNCTION notify_org_change('erp_rows_zone');
CREATE TRIGGER zone_rows_truncated AFTER TRUNCATE ON zone
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_change('erp_rows_zone');
