import { ACL_MODES, ACL_VIEW } from '../../acl/acl.ts';
import {
  DOCUMENT_RIGHTS,
  RIGHT_FIELDS,
  RIGHT_LABELS,
  VIEW_ALL_FIELD,
  VIEW_ALL_LABEL,
} from '../../acl/rights.ts';
import type { CrossFieldRule, ModuleSpec } from '../fields.ts';
import { PASSWORD_POLICY } from '../formats.ts';
import {
  active,
  checkbox,
  choices,
  description,
  email,
  isTrue,
  lookup,
  name,
  phone,
  present,
  required,
  select,
  settings,
  text,
  upperText,
} from './helpers.ts';

/* Who uses the system: staff, roles, their access (ACL) and the user's own mail profile. */

/**
 * A new staff user is saved with a password (decision 0517: refused without one, rather than forced to
 * choose one at first login); an update without one keeps the stored password. A machine operator may
 * have none: they are named on the floor's entries and never log in until given one (decision 2075).
 */
const passwordForNewUser: CrossFieldRule = {
  field: 'password',
  message: 'Password is required',
  valid: (record) => present(record['id']) || present(record['password']) || isTrue(record[OPERATOR_FIELD]),
};

/** The password policy's second half: a password is not the username (in any letter case). */
const passwordNotUsername: CrossFieldRule = {
  field: 'password',
  message: 'Password must not be the username',
  valid: (record) =>
    !present(record['password']) || upperText(record['password']) !== upperText(record['username']),
};

/** Ticked: the staff member runs machines and is offered as a daily entry's or a weaving's Operator. */
const OPERATOR_FIELD = 'operator';

export const STAFF: ModuleSpec = settings({
  key: 'staff',
  label: 'Staff',
  apiPath: 'staff',
  aclName: 'staff',
  route: '/module/user',
  fields: [
    required(text('firstname', 'First Name', { maxLength: 50 })),
    text('lastname', 'Last Name', { maxLength: 50 }),
    required(text('username', 'Username', { maxLength: 50, format: 'code' })),
    email(),
    phone(),
    {
      key: 'password',
      label: 'Password',
      type: 'password',
      maxLength: 200,
      format: 'password',
      hint: PASSWORD_POLICY.hint,
    },
    // The logged-in user's role says where a phone lands (decision 2286).
    required(
      lookup('roleId', 'Role', 'role', {
        lookup: { module: 'role', displayKey: 'name', carries: ['floorHome'] },
      }),
    ),
    lookup('departmentId', 'Department', 'department'),
    checkbox(OPERATOR_FIELD, 'Machine Operator', {
      hint: 'Offered as the Operator of daily production and weaving. An operator needs no password: without one they cannot log in.',
    }),
    // Written by the server from the first and last name: what the Operator picker shows.
    text('name', 'Name', { maxLength: 101, hidden: true }),
    active(),
  ],
  listColumns: ['firstname', 'lastname', 'username', 'roleId', 'operator', 'active'],
  searchKeys: ['firstname', 'lastname', 'username', 'email'],
  sortKey: 'firstname',
  uniqueKeys: ['username'],
  rules: [passwordForNewUser, passwordNotUsername],
});

export const ROLE: ModuleSpec = settings({
  key: 'role',
  label: 'Role',
  apiPath: 'role',
  aclName: 'role',
  route: '/module/role',
  fields: [
    name(),
    description(),
    active(),
    // Decision 0830: without it the role's users see only the documents they created.
    checkbox('allRecords', 'All records', { defaultValue: true }),
    // Issue 58: a floor role's users open the floor's home on a phone, not the dashboard (decision 2286).
    checkbox('floorHome', 'Floor home on a phone', {
      defaultValue: false,
      hint: "Its users land on the Floor's home (Scan and their actions) when they log in on a phone.",
    }),
  ],
  listColumns: ['name', 'description', 'active'],
  searchKeys: ['name'],
  sortKey: 'name',
  uniqueKeys: ['name'],
});

export const ACL: ModuleSpec = settings({
  key: 'acl',
  label: 'ACL Config',
  apiPath: 'acl',
  aclName: 'acl',
  route: '/module/aclConfig',
  fields: [
    required(lookup('roleId', 'Role', 'role')),
    required(text('moduleAPI', 'Module')),
    text('displayName', 'Display Name'),
    required(
      select(
        'view',
        'View',
        choices([
          [ACL_VIEW.ALLOWED, 'Allowed'],
          [ACL_VIEW.DENIED, 'Not allowed'],
        ]),
        { defaultValue: ACL_VIEW.ALLOWED },
      ),
    ),
    select(
      'mode',
      'Mode',
      choices([
        [ACL_MODES.READ, 'View only'],
        [ACL_MODES.WRITE, 'View and edit'],
      ]),
      { defaultValue: ACL_MODES.READ },
    ),
    // Decision 0830: a document's rights beyond editing its drafts; unchecked withholds the right.
    ...DOCUMENT_RIGHTS.map((right) =>
      checkbox(RIGHT_FIELDS[right], RIGHT_LABELS[right], { defaultValue: true }),
    ),
    // Decision 1601: an owned module's records of every owner; unchecked (the default) sees one's own.
    checkbox(VIEW_ALL_FIELD, VIEW_ALL_LABEL, { defaultValue: false }),
  ],
  listColumns: ['roleId', 'moduleAPI', 'displayName', 'view', 'mode'],
  searchKeys: ['moduleAPI', 'displayName'],
  sortKey: 'moduleAPI',
  uniqueKeys: ['roleId', 'moduleAPI'],
});

export const EMAIL_USER_CONFIG: ModuleSpec = settings({
  key: 'emailUserConfig',
  label: 'User Profile',
  apiPath: 'chemical/emailUserConfig',
  aclName: 'emailUserConfig',
  route: '/module/user-profile',
  fields: [
    required({
      ...email('email', 'E-Mail'),
      placeholder: 'Enter E-Mail Address',
      requiredMessage: 'This field is required',
    }),
    required({
      key: 'password',
      label: 'Password',
      type: 'password',
      placeholder: 'Enter Password',
      requiredMessage: 'This field is required',
    }),
  ],
  // Spec §3: "User profile field config: user, email, password, partner".
  displayFields: [
    { key: 'user', label: 'User' },
    { key: 'partner', label: 'Partner' },
  ],
  listColumns: ['email'],
  searchKeys: ['email'],
  sortKey: 'email',
});
