import {
  ACL_MODES,
  ACL_VIEW,
  OPENING_STOCK_COLUMNS,
  groupAclNames,
  gstinCheckCharacter,
  moduleByKey,
  type FieldDef,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { role, staff } from '../db/schema.ts';
import type { ResourceService } from '../resources/service.ts';
import { postOpeningStock } from '../stock/opening-stock.ts';
import type { SheetRow } from '../stock/sheet.ts';
import { addRole, addStaff, seedOrganisation, type OrganisationSeed } from './base.ts';
import crm from './demo/crm.json' with { type: 'json' };
import day from './demo/day.json' with { type: 'json' };
import factory from './demo/organisation.json' with { type: 'json' };
import items from './demo/items.json' with { type: 'json' };
import messages from './demo/messages.json' with { type: 'json' };
import orgB from './demo/org-b.json' with { type: 'json' };
import parties from './demo/parties.json' with { type: 'json' };
import plant from './demo/plant.json' with { type: 'json' };
import settings from './demo/settings.json' with { type: 'json' };
import users from './demo/users.json' with { type: 'json' };

/** A valid GSTIN for a company PAN in a state (state code, PAN, entity 1, Z, check character). */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

type Body = Record<string, unknown>;

/**
 * Records of one catalogue module, as a user would enter them: a lookup field (and one of a child row)
 * holds the looked-up record's display value (`"departmentId": "Stores"`), not its id.
 */
interface MasterGroup {
  module: string;
  records: readonly Body[];
}

/** A row of the opening stock sheet, by its columns' keys (`OPENING_STOCK_COLUMNS`). */
type OpeningStockLine = Readonly<Record<(typeof OPENING_STOCK_COLUMNS)[number]['key'], string | number>>;

interface DemoOrganisation {
  /** A new organisation and its administrator; absent: the first start's, worked as `admin`. */
  organisation?: Pick<OrganisationSeed, 'name' | 'adminUsername' | 'adminFirstname' | 'adminLastname'>;
  /** Its profile as Org Profile saves it: the name, GSTIN, state and address every document prints (2243). */
  profile: Body;
  /** Added in this order: the master ids share one sequence, so the order is part of the data set. */
  masters: readonly MasterGroup[];
  /**
   * Roles allowed (view 1, write) the modules of `allowedGroups` and the access names of `allowedModules`
   * (a floor role's desk writes outside its menu group: a packer's packaging), reading (view 1) those of
   * `readModules` (the sales orders a packer packs for), denied the others.
   */
  roles?: readonly {
    name: string;
    description: string;
    allowedGroups: readonly string[];
    allowedModules?: readonly string[];
    readModules?: readonly string[];
    /** A floor role: its users land on the floor's home on a phone (decision 2286). */
    floorHome?: boolean;
  }[];
  /** Users with the admin's password; `role` and `department` are names. */
  users?: readonly {
    username: string;
    firstname: string;
    lastname: string;
    email: string;
    role: string;
    department: string;
  }[];
  /** Added after the roles and users, whom they name: staff operators, approval levels. */
  later?: readonly MasterGroup[];
  /** Posted last, as an opening stock upload of these rows is (decision 2077). */
  openingStock?: readonly Partial<OpeningStockLine>[];
}

/** The opening stock as the upload reads a sheet: a header row of the columns' labels, then the rows. */
function openingSheet(lines: readonly Partial<OpeningStockLine>[]): SheetRow[] {
  return [
    { row: 1, cells: OPENING_STOCK_COLUMNS.map((column) => column.label) },
    ...lines.map((line, index) => ({
      row: index + 2,
      cells: OPENING_STOCK_COLUMNS.map((column) => line[column.key] ?? ''),
    })),
  ];
}

/** The whole demo, or its masters without the day it runs (decision 2077): the server tests' base. */
export type DemoSet = 'whole' | 'masters';

/**
 * The demo data set (decisions 0205, 0740 and 2077): the data files of `demo/`, organisation by organisation;
 * the day it runs (`day`) comes last, so the records before it keep their ids, and only with the whole set.
 */
const demoData = (set: DemoSet): readonly DemoOrganisation[] => [
  set === 'whole'
    ? {
        profile: factory,
        masters: [...settings, ...plant, ...items, ...parties, ...crm, ...messages, ...day.masters],
        ...users,
        later: day.later,
        openingStock: day.openingStock,
      }
    : {
        profile: factory,
        masters: [...settings, ...plant, ...items, ...parties, ...crm, ...messages],
        ...users,
      },
  orgB,
];

/** Creates demo records through the API's own service, so they pass every rule a user's would. */
class DemoWriter {
  /** The records added, by module, to find a lookup's id by its display value. */
  private readonly added = new Map<string, { id: number; body: Body }[]>();
  constructor(
    private readonly service: ResourceService,
    private readonly caller: { staffId: number; orgId: number },
  ) {}

  async add(module: string, body: Body): Promise<number> {
    const row = await this.service.create(
      this.service.resource(module),
      this.caller,
      this.resolve(module, body),
    );
    this.remember(module, row.id, body);
    return row.id;
  }

  /** The organisation's profile, saved as Org Profile saves it (its GSTIN checked as any). */
  async profile(body: Body): Promise<void> {
    const organisation = this.service.resource('organization');
    const { version } = await this.service.get(organisation, this.caller, this.caller.orgId);
    await this.service.update(organisation, this.caller, { ...body, id: this.caller.orgId, version });
  }

  remember(module: string, id: number, body: Body): void {
    this.added.set(module, [...(this.added.get(module) ?? []), { id, body }]);
  }

  /** The id of the `module` record whose `displayKey` is `value`. */
  id(module: string, value: unknown, displayKey = 'name'): number {
    const found = this.added.get(module)?.find((record) => record.body[displayKey] === value);
    if (!found) throw new Error(`demo data has no ${module} ${String(value)}`);
    return found.id;
  }

  /** The body with every lookup's display value (its child rows' too) replaced by the record's id. */
  private resolve(module: string, body: Body): Body {
    const definition = moduleByKey(module);
    if (!definition) throw new Error(`demo data names no catalogue module ${module}`);
    const lookups = (fields: readonly FieldDef[], record: Body): Body =>
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => {
          const lookup = fields.find((field) => field.key === key)?.lookup;
          return [key, lookup ? this.id(lookup.module, value, lookup.displayKey) : value];
        }),
      );
    const resolved = lookups(definition.fields, body);
    for (const child of definition.children ?? []) {
      const rows = resolved[child.key];
      if (Array.isArray(rows)) resolved[child.key] = rows.map((row: Body) => lookups(child.fields, row));
    }
    return resolved;
  }
}

/** Whether the demo users exist already (the demo data is added once). */
export async function hasDemoData(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.username}) = 'storekeeper'`);
  return row !== undefined;
}

/**
 * The demo data set (issue 5): the masters of a woven-sack and chemicals plant in the default
 * organisation, the user `storekeeper` (every module listed, view 1 only for the Inventory group and the
 * inter-department transfer, the floor's Move), the floor's `packer`, `dispatchclerk` and `loomoperator` (issue 58), and
 * `orgb.admin`, administrator of a second organisation; all with the admin's password. Issue 42: the plant
 * can run its day from the first login: its machine operators (staff without a login), a purchase order
 * approval level, and its opening stock posted on the ledger by the opening stock upload's own service.
 */
export async function seedDemo(
  database: Database,
  service: ResourceService,
  set: DemoSet = 'whole',
): Promise<void> {
  const [admin] = await database.db
    .select({ id: staff.id, orgId: staff.orgId, passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.username, 'admin'));
  if (!admin?.passwordHash) throw new Error('the demo data needs the admin user of the first start');
  const { passwordHash } = admin;
  for (const demo of demoData(set)) {
    const { organisation } = demo;
    const caller = organisation
      ? await database.transaction(async (tx) => {
          const created = await seedOrganisation(tx, {
            ...organisation,
            isDefault: false,
            passwordHash,
          });
          return { staffId: created.adminId, orgId: created.orgId };
        })
      : { staffId: admin.id, orgId: admin.orgId };
    const writer = new DemoWriter(service, caller);
    await writer.profile(demo.profile);
    for (const group of demo.masters) {
      for (const record of group.records) await writer.add(group.module, record);
    }
    if (!demo.roles && !demo.users) continue;
    const [administrator] = await database.db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.orgId, caller.orgId), eq(role.name, 'Administrator')));
    if (administrator) writer.remember('role', administrator.id, { name: 'Administrator' });
    await database.transaction(async (tx) => {
      for (const { allowedGroups, allowedModules = [], readModules = [], ...role } of demo.roles ?? []) {
        const allowed = new Set([
          ...allowedGroups.flatMap((group) => [...groupAclNames(group)]),
          ...allowedModules,
        ]);
        const read = new Set(readModules);
        const id = await addRole(tx, caller.orgId, role, (name) => {
          if (allowed.has(name)) return { view: ACL_VIEW.ALLOWED, mode: ACL_MODES.WRITE };
          return { view: read.has(name) ? ACL_VIEW.ALLOWED : ACL_VIEW.DENIED, mode: ACL_MODES.READ };
        });
        writer.remember('role', id, role);
      }
      for (const { role, department, ...user } of demo.users ?? []) {
        await addStaff(tx, {
          ...user,
          orgId: caller.orgId,
          passwordHash,
          roleId: writer.id('role', role),
          departmentId: writer.id('department', department),
        });
      }
    });
    for (const group of demo.later ?? []) {
      for (const record of group.records) await writer.add(group.module, record);
    }
    if (demo.openingStock)
      await postOpeningStock(database, caller, openingSheet(demo.openingStock), 'Demo opening stock');
  }
}
