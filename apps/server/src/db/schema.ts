// The drizzle view of the tables the server queries directly (drizzle/*.sql is the source of truth).
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const audit = () => ({
  version: integer('version').notNull().default(1),
  createdBy: ref('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: ref('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const organisation = pgTable('organisation', {
  id: id(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  gstin: text('gstin'),
  pan: text('pan'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  logo: text('logo'),
  isDefault: boolean('is_default').notNull().default(false),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const role = pgTable('role', {
  id: id(),
  orgId: ref('org_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active'),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const acl = pgTable('acl', {
  id: id(),
  orgId: ref('org_id').notNull(),
  roleId: ref('role_id').notNull(),
  moduleApi: text('module_api').notNull(),
  displayName: text('display_name'),
  view: smallint('view').notNull().default(0),
  mode: smallint('mode').notNull().default(0),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const staff = pgTable('staff', {
  id: id(),
  orgId: ref('org_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname'),
  email: text('email'),
  phone: text('phone'),
  roleId: ref('role_id').notNull(),
  departmentId: ref('department_id'),
  active: boolean('active'),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const sysConfig = pgTable('sys_config', {
  id: id(),
  orgId: ref('org_id').notNull(),
  keyName: text('key_name').notNull(),
  value: text('value'),
  description: text('description'),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const labelConfig = pgTable('label_config', {
  id: id(),
  orgId: ref('org_id').notNull(),
  keyName: text('key_name').notNull(),
  labelName: text('label_name'),
  search: text('search').notNull().default(''),
  ...audit(),
});

export interface FieldDetailRow {
  fieldKeyName: string;
  fieldLabel: string | null;
  isRequired: boolean;
  isVisible: boolean;
}

export const formConfig = pgTable('form_config', {
  id: id(),
  orgId: ref('org_id').notNull(),
  moduleName: text('module_name').notNull(),
  fieldDetails: jsonb('field_details').$type<FieldDetailRow[]>().notNull(),
  search: text('search').notNull().default(''),
  ...audit(),
});

export const emailUserConfig = pgTable('email_user_config', {
  id: id(),
  orgId: ref('org_id').notNull(),
  staffId: ref('staff_id').notNull(),
  email: text('email').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  ...audit(),
});

export const storedFile = pgTable('stored_file', {
  id: id(),
  orgId: ref('org_id').notNull(),
  moduleName: text('module_name').notNull(),
  foreignKey: ref('foreign_key'),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storedName: text('stored_name').notNull(),
  ...audit(),
});

export const loginFailure = pgTable('login_failure', {
  id: id(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every token issued and not ended (decision 0214): a token is accepted only while its row is here. */
export const staffSession = pgTable('staff_session', {
  tokenId: text('token_id').primaryKey(),
  orgId: ref('org_id').notNull(),
  staffId: ref('staff_id').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
