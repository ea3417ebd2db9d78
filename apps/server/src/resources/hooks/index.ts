import { aclHooks } from './acl.ts';
import { machineBreakdownHooks } from './breakdowns.ts';
import { itemHooks } from './items.ts';
import { machineActivityLogHooks, machineHooks, machineTypeHooks } from './machines.ts';
import { organizationHooks } from './organization.ts';
import { roleHooks } from './role.ts';
import { staffHooks } from './staff.ts';
import { sysConfigHooks } from './sys-config.ts';
import type { ResourceHooks } from '../resource.ts';

/** Settings every logged-in user reads at start-up (issue 5) and nothing more. */
const START_UP_READ: ResourceHooks = { openRead: true };

/**
 * The one place a module's key names its hooks (decision 0710). A module without an entry has none: its
 * catalogue entry says all there is.
 */
const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  acl: aclHooks,
  item: itemHooks,
  machine: machineHooks,
  machineType: machineTypeHooks,
  machineActivityLog: machineActivityLogHooks,
  machineBreakdown: machineBreakdownHooks,
  organization: organizationHooks,
  role: roleHooks,
  staff: staffHooks,
  sysConfig: sysConfigHooks,
  labelConfig: START_UP_READ,
  moduleFieldConfig: START_UP_READ,
  // A user's own mail profile, its password sealed: routes/config.ts serves it.
  emailUserConfig: { ownCalls: true },
};

const NONE: ResourceHooks = {};

/** The hooks of a catalogue module. */
export const hooksOf = (moduleKey: string): ResourceHooks => HOOKS[moduleKey] ?? NONE;
