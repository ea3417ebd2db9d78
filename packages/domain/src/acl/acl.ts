import type { MenuEntry } from '../catalogue/menu.ts';
import { ROUTES } from '../catalogue/routes.ts';
import { MESSAGES } from '../errors/messages.ts';

/**
 * Spec §3: "Access-control record per service: moduleAPI (an /api/v1/ prefix is stripped), displayName,
 * view (1 allowed), mode", and the document rights of issue 16.
 */
export interface AclEntry {
  moduleAPI: string;
  displayName?: string | null;
  view: number;
  mode?: number | string | null;
  /** Document rights (decision 0830): false withholds the right; unset follows the mode. */
  canCreate?: boolean | null;
  canSubmit?: boolean | null;
  canCancelClose?: boolean | null;
  canAmend?: boolean | null;
  /** An owned module's View all (decision 1601): true sees every owner's records; unset sees one's own. */
  canViewAll?: boolean | null;
}

/** Spec §6: "View is allowed only when the flag equals 1". */
export const ACL_VIEW = { ALLOWED: 1, DENIED: 0 } as const;

/**
 * Access modes (spec §3 names a mode; decision 0201 gives it meaning): READ views only, WRITE views
 * and changes.
 */
export const ACL_MODES = { READ: 0, WRITE: 1 } as const;

/** Spec §6 route guard wording. */
export const ACCESS_DENIED = {
  TITLE: MESSAGES.ACCESS_DENIED_TITLE,
  MESSAGE: MESSAGES.ACCESS_DENIED,
} as const;

const API_PREFIX = /^\/?api\/v1\//;

/** Spec §3: the module name of an access record, with the /api/v1/ prefix stripped. */
export function moduleApi(moduleAPI: string): string {
  return moduleAPI.replace(API_PREFIX, '');
}

/** The access names asked about, without the /api/v1/ prefix. */
export const namesOf = (moduleName: string | readonly string[]): string[] =>
  (typeof moduleName === 'string' ? [moduleName] : [...moduleName]).map(moduleApi);

/** The entries of the access data for these names. */
export const entriesFor = (aclData: readonly AclEntry[], names: readonly string[]): AclEntry[] =>
  aclData.filter((entry) => names.includes(moduleApi(entry.moduleAPI)));

/** Spec §6: "View is allowed only when the flag equals 1" (an entry's `view`; it may come as text). */
export const viewAllowed = (view: unknown): boolean => Number(view) === ACL_VIEW.ALLOWED;
const allows = (entry: AclEntry): boolean => viewAllowed(entry.view);

/** Spec §6: "View is allowed only when the flag equals 1; a missing entry means no view in the menu." */
export function canView(
  aclData: readonly AclEntry[] | null | undefined,
  moduleName: string | readonly string[],
): boolean {
  if (!Array.isArray(aclData)) return false;
  return entriesFor(aclData, namesOf(moduleName)).some(allows);
}

/** Access names used by more than one menu entry ('pre-inward': Add Gate Entry and Gate Entry List). */
function sharedNames(menu: readonly MenuEntry[], counts = new Map<string, number>()): Set<string> {
  for (const entry of menu) {
    if (entry.moduleName !== undefined) {
      const name = moduleApi(entry.moduleName);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (entry.children) sharedNames(entry.children, counts);
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([name]) => name));
}

function filterEntries(
  menu: readonly MenuEntry[],
  data: readonly AclEntry[],
  shared: ReadonlySet<string>,
): MenuEntry[] {
  const shown: MenuEntry[] = [];
  for (const entry of menu) {
    let label = entry.label;
    if (entry.moduleName !== undefined) {
      const name = moduleApi(entry.moduleName);
      const allowed = entriesFor(data, [name]).filter(allows);
      if (allowed.length === 0) continue;
      if (!shared.has(name)) label = allowed.find((item) => item.displayName)?.displayName || label;
    }
    if (entry.children === undefined) {
      // The screens opened from it keep their own titles: one of them may share its access name.
      const within = entry.within?.filter(
        (screen) => screen.moduleName === undefined || canView(data, screen.moduleName),
      );
      shown.push({ ...entry, label, ...(within ? { within } : {}) });
      continue;
    }
    const children = filterEntries(entry.children, data, shared);
    if (children.length > 0) shown.push({ ...entry, label, children });
  }
  return shown;
}

/** Decision 0201: an entry that writes has view 1 and the WRITE mode. */
export const writes = (entry: AclEntry): boolean => allows(entry) && Number(entry.mode) === ACL_MODES.WRITE;

/**
 * Decision 0201: writing needs an entry of its own for one of the names, with view 1 and the WRITE mode;
 * a missing entry never writes.
 */
export function canWrite(
  aclData: readonly AclEntry[] | null | undefined,
  moduleName: string | readonly string[],
): boolean {
  if (!Array.isArray(aclData)) return false;
  return entriesFor(aclData, namesOf(moduleName)).some(writes);
}

/**
 * Spec §6: "an entry appears only if the role's access data has the module with view 1; entries with
 * no module name always show; a group shows only if at least one child is allowed; displayed titles
 * are replaced by the display name from access data." A group with a module name needs its own view 1
 * as well. Entries that share one access name keep their own titles: one display name for both
 * would make them look the same (decision 0105). Returns a new tree; the input is not changed.
 */
export function filterMenu(
  menu: readonly MenuEntry[],
  aclData: readonly AclEntry[] | null | undefined,
): MenuEntry[] {
  return filterEntries(menu, Array.isArray(aclData) ? aclData : [], sharedNames(menu));
}

export type GuardOutcome = 'allow' | 'deny' | 'deny-silent';
export interface GuardDecision {
  outcome: GuardOutcome;
  title?: string;
  message?: string;
}

/** Reads stored access data (the list, or its JSON text); null when it is missing or unreadable. */
function readAclData(aclData: unknown): AclEntry[] | null {
  let data = aclData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(data)) return null;
  const readable = data.every(
    (entry: unknown) =>
      typeof entry === 'object' && entry !== null && typeof (entry as AclEntry).moduleAPI === 'string',
  );
  return readable ? (data as AclEntry[]) : null;
}

/** The access name of ACL Config (the `acl` module's): a role that writes it administers access (decision 1867). */
export const ACCESS_CONFIG_NAME = 'acl';

/**
 * Decision 1867: whether the access data is the Administrator's, one that writes ACL Config; it could give
 * itself any entry, so a name it has none for is not kept from it.
 */
export const administers = (aclData: readonly AclEntry[]): boolean => canWrite(aclData, ACCESS_CONFIG_NAME);

/**
 * The names of the screens `names` belong to (a route's names, decision 0100): the menu's Material Request
 * ('chemical/materialRequest') opens the screen whose requests the server keeps under 'chemical/requestApproval'.
 */
export function screenNames(names: readonly string[]): string[] {
  const wanted = namesOf(names);
  return [
    ...new Set([
      ...wanted,
      ...ROUTES.flatMap((route) =>
        route.aclNames.some((name) => wanted.includes(name)) ? route.aclNames : [],
      ),
    ]),
  ];
}

/** Every name whose entry the guard consults to read `moduleName`: its screens' names and ACL Config's. */
export const readingNames = (moduleName: string | readonly string[]): string[] => [
  ...new Set([...screenNames(namesOf(moduleName)), ACCESS_CONFIG_NAME]),
];

/**
 * Spec §6 route guard: "an entry with view 1 allows entry; an entry without view 1 denies entry, shows a
 * warning 'You are not allow to access this module' (title 'Access Denied') … If no access data is stored
 * the guard denies without message. Errors while reading deny silently." `aclData` may be the stored JSON
 * text. A route known under several names (spec §2, e.g. planning) is allowed when any of them has view 1.
 * Decision 1867 departs from spec §6's "no entry for the module allows entry": the entries of the names'
 * screens decide then (the server's 'chemical/requestApproval' follows the menu's 'chemical/materialRequest'),
 * and with none, only the Administrator (`administers`) enters.
 */
export function guardDecision(aclData: unknown, moduleName: string | readonly string[]): GuardDecision {
  const data = readAclData(aclData);
  if (data === null) return { outcome: 'deny-silent' };
  const names = namesOf(moduleName);
  const deciding = [entriesFor(data, names), entriesFor(data, screenNames(names))].find(
    (entries) => entries.length > 0,
  );
  if (deciding ? deciding.some(allows) : administers(data)) return { outcome: 'allow' };
  return { outcome: 'deny', title: ACCESS_DENIED.TITLE, message: ACCESS_DENIED.MESSAGE };
}
