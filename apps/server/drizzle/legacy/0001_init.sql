-- The first schema: organisations, access control, staff, configuration, files, and the masters of spec §1.
-- Every row belongs to an organisation (org_id). (org_id, id) is unique on every org-scoped table so that
-- foreign keys carry the organisation: a row can never point into another organisation.
-- Written for PostgreSQL 15 (PGlite is 18; nothing newer than 15 is used).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE organisation (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  legal_name text,
  gstin text,
  pan text,
  address text,
  city text,
  state text,
  pincode text,
  phone text,
  email text,
  website text,
  logo text,
  is_default boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The masters without a table of their own (decision 0200): one row per record, the module's fields in
-- data (validated by the catalogue's schema), the sort name, code, search text and unique key extracted.
CREATE TABLE entity (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  module text NOT NULL,
  name text,
  code text,
  unique_key text,
  search text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id),
  CONSTRAINT entity_unique_key UNIQUE (org_id, module, unique_key)
);
CREATE INDEX entity_by_name ON entity (org_id, module, lower(name), id);

CREATE TABLE role (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text NOT NULL,
  description text,
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id)
);
CREATE UNIQUE INDEX role_name_key ON role (org_id, lower(name));

-- One row per role and service (spec §3 access-control record). mode 0 views only, 1 also writes (decision 0201).
CREATE TABLE acl (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL,
  role_id bigint NOT NULL,
  module_api text NOT NULL,
  display_name text,
  view smallint NOT NULL DEFAULT 0 CHECK (view IN (0, 1)),
  mode smallint NOT NULL DEFAULT 0 CHECK (mode IN (0, 1)),
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id),
  CONSTRAINT acl_role_module_key UNIQUE (role_id, module_api),
  FOREIGN KEY (org_id, role_id) REFERENCES role (org_id, id) ON DELETE CASCADE
);

CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  firstname text NOT NULL,
  lastname text,
  email text,
  phone text,
  role_id bigint NOT NULL,
  department_id bigint,
  -- A user can log in unless active is false.
  active boolean,
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id),
  FOREIGN KEY (org_id, role_id) REFERENCES role (org_id, id),
  FOREIGN KEY (org_id, department_id) REFERENCES entity (org_id, id)
);
-- A login names only the user, so user names are unique across organisations.
CREATE UNIQUE INDEX staff_username_key ON staff (lower(username));
CREATE INDEX staff_by_role ON staff (org_id, role_id);
CREATE INDEX staff_by_department ON staff (org_id, department_id);

CREATE TABLE sys_config (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  key_name text NOT NULL,
  value text,
  description text,
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sys_config_key UNIQUE (org_id, key_name)
);

CREATE TABLE label_config (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  key_name text NOT NULL,
  label_name text,
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT label_config_key UNIQUE (org_id, key_name)
);

-- Spec §3 module field config; field_details is the list [{fieldKeyName, fieldLabel, isRequired, isVisible}]
-- checked by the catalogue's schema on every write (decision 0200).
CREATE TABLE form_config (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  module_name text NOT NULL,
  field_details jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT form_config_module_key UNIQUE (org_id, module_name)
);

-- The logged-in user's mail account (spec §2 User Profile); the password is AES-256-GCM ciphertext.
CREATE TABLE email_user_config (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL,
  staff_id bigint NOT NULL,
  email text NOT NULL,
  password_encrypted text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT email_user_config_staff_key UNIQUE (staff_id),
  FOREIGN KEY (org_id, staff_id) REFERENCES staff (org_id, id) ON DELETE CASCADE
);

CREATE TABLE uom (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  name text NOT NULL,
  uqc text,
  description text,
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
CREATE UNIQUE INDEX uom_name_key ON uom (org_id, lower(name));

CREATE TABLE item (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  code text NOT NULL,
  name text NOT NULL,
  category_id bigint NOT NULL,
  product_type_id bigint,
  uom_id bigint NOT NULL,
  hsn_code text,
  purchase_gst_rate numeric(5, 2) NOT NULL,
  sale_gst_rate numeric(5, 2) NOT NULL,
  purchase_price numeric(14, 2) NOT NULL CHECK (purchase_price > 0),
  sale_price numeric(14, 2) NOT NULL CHECK (sale_price > 0),
  reorder_level numeric(14, 3) NOT NULL CHECK (reorder_level > 0),
  denier numeric(10, 2),
  gsm numeric(10, 2),
  width numeric(10, 2),
  colour text,
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
  UNIQUE (org_id, id),
  FOREIGN KEY (org_id, category_id) REFERENCES entity (org_id, id),
  FOREIGN KEY (org_id, product_type_id) REFERENCES entity (org_id, id),
  FOREIGN KEY (org_id, uom_id) REFERENCES uom (org_id, id)
);
CREATE UNIQUE INDEX item_code_key ON item (org_id, lower(code));
CREATE INDEX item_by_name ON item (org_id, lower(name), id);
CREATE INDEX item_search ON item USING gin (search gin_trgm_ops);
CREATE INDEX item_by_category ON item (org_id, category_id);
CREATE INDEX item_by_product_type ON item (org_id, product_type_id);
CREATE INDEX item_by_uom ON item (org_id, uom_id);

-- Addresses, contacts and bank accounts are the party's child tables, kept as checked JSON lists (decision 0200).
CREATE TABLE party (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  company_name text NOT NULL,
  party_type_id bigint NOT NULL,
  category_type_id bigint,
  is_customer boolean,
  is_supplier boolean,
  gstin text,
  pan text,
  contact_person text,
  phone text,
  email text,
  credit_days integer,
  credit_limit numeric(14, 2),
  vendor_code text,
  zone_id bigint,
  active boolean,
  addresses jsonb NOT NULL DEFAULT '[]',
  contacts jsonb NOT NULL DEFAULT '[]',
  bank_accounts jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, id),
  FOREIGN KEY (org_id, party_type_id) REFERENCES entity (org_id, id),
  FOREIGN KEY (org_id, category_type_id) REFERENCES entity (org_id, id),
  FOREIGN KEY (org_id, zone_id) REFERENCES entity (org_id, id)
);
CREATE UNIQUE INDEX party_company_name_key ON party (org_id, lower(company_name));
CREATE INDEX party_by_name ON party (org_id, lower(company_name), id);
CREATE INDEX party_search ON party USING gin (search gin_trgm_ops);
CREATE INDEX party_by_party_type ON party (org_id, party_type_id);
CREATE INDEX party_by_category_type ON party (org_id, category_type_id);
CREATE INDEX party_by_zone ON party (org_id, zone_id);

-- Uploaded files: the bytes live under DATA_DIR/files/<stored_name>, never in the web root.
CREATE TABLE stored_file (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  module_name text NOT NULL,
  foreign_key bigint,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  stored_name text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_file_owner ON stored_file (org_id, module_name, foreign_key);

-- Failed logins, per user name and per address, for the login rate limit (before any organisation is known).
CREATE TABLE login_failure (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_subject ON login_failure (subject, failed_at);

-- Server-wide secrets generated on the first start when the environment gives none.
CREATE TABLE server_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
