// The calls each screen of the menu and each report makes (issue 40, decision 1940), derived from the
// catalogues: a master's list, a document's list and the counts of its status tabs, a report's rows. A menu
// entry that is none of these names its calls in SCREENS; one that is in neither is an error, so a new screen
// joins the screen budget by being declared.
import {
  DOCUMENT_STATUS,
  DOCUMENTS,
  FLOOR_ACTION_FIELDS,
  LOOKUP_PAGE_SIZE,
  MASTER_ROUTES,
  MENU,
  REPORTS,
  menuLeaves,
  moduleByKey,
  monthOf,
  reportAt,
  reportFilterKeys,
  reportOpeningValues,
  statusLabel,
  type DocumentDef,
  type ReportDef,
  type ReportFilterDef,
} from '@erp/domain';

/** One call as the browser makes it: a GET's query, a POST's body. */
export interface ScreenCall {
  /** The screen and what it reads, e.g. 'Sales Order: list', 'Sales Order: Open tab count'. */
  name: string;
  method: 'GET' | 'POST';
  url: string;
  query?: Readonly<Record<string, string | number>>;
  body?: object;
}

/** Each screen's calls on opening (first page, default filters) and with one typical filter. */
export interface ScreenReads {
  screen: string;
  opening: ScreenCall[];
  filtered: ScreenCall[];
}

/** What the calls need from the data: a record of a lookup's module to filter by, and today. */
export interface ScreenContext {
  /** The id of a typical record of a catalogue module or document type (its list's first). */
  idOf: (module: string) => number;
  today: string;
}

/** The search typed in a list, the page a list opens at, and a month of the busy year. */
export const SEARCH = 'bench 12';
const FIRST_PAGE = { page: 1, size: 10 };

/** The month of `today`, the period a report is most often asked for. */
const month = (today: string): { from: string; to: string } => {
  const period = monthOf(today);
  if (!period) throw new Error(`${today} is no day`);
  return period;
};

/** A catalogue module's list: paged for a large one, whole for the rest (as the list screen asks), and its board. */
function moduleList(screen: string, key: string): ScreenReads {
  const module = moduleByKey(key);
  if (!module) throw new Error(`${screen}: no catalogue module '${key}'`);
  const url = `${module.apiPath}/getAllByPartner`;
  return {
    screen,
    opening: [
      { name: `${screen}: list`, method: 'GET', url, ...(module.largeList ? { query: FIRST_PAGE } : {}) },
      ...(module.board
        ? [
            {
              name: `${screen}: board`,
              method: 'GET' as const,
              url: `${module.apiPath}/board`,
              query: { size: 10 },
            },
          ]
        : []),
    ],
    filtered: [{ name: `${screen}: searched`, method: 'GET', url, query: { ...FIRST_PAGE, q: SEARCH } }],
  };
}

/** A document's list page and its status tabs' counts (one-row pages), opened and searched. */
function documentList(screen: string, def: DocumentDef): ScreenReads {
  const url = `${def.apiPath}/getAllByPartner`;
  const calls = (how: string, query: Record<string, string | number>): ScreenCall[] => [
    { name: `${screen}: list${how}`, method: 'GET', url, query: { ...FIRST_PAGE, ...query } },
    ...def.statuses.map((status): ScreenCall => ({
      name: `${screen}: ${statusLabel(status)} tab count${how}`,
      method: 'GET',
      url,
      query: { ...query, page: 1, size: 1, status },
    })),
  ];
  return { screen, opening: calls('', {}), filtered: calls(' searched', { q: SEARCH }) };
}

/** A filter's body values: a month for a date range, a typical record for a lookup, the first choice. */
function filterValues(
  filter: ReportFilterDef,
  context: ScreenContext,
): Record<string, string | number | boolean> {
  switch (filter.kind) {
    case 'dateRange': {
      const { from, to } = month(context.today);
      return { [filter.keys[0]]: from, [filter.keys[1]]: to };
    }
    case 'lookup':
      return { [filter.key]: context.idOf(filter.lookup.module) };
    case 'choice':
      return { [filter.key]: filter.options[0]?.value ?? '' };
    case 'text':
      return { [filter.key]: 'LOT-0001' };
    case 'search':
      return { [filter.key]: '0001' };
    case 'flag':
      return { [filter.key]: true };
  }
}

/** The filter a user most often sets first: the period, else a record, else the rest in order. */
const TYPICAL: readonly ReportFilterDef['kind'][] = [
  'dateRange',
  'lookup',
  'choice',
  'text',
  'flag',
  'search',
];

/** A filter the report will not run without (a required period or record). */
const isRequired = (filter: ReportFilterDef): boolean => 'required' in filter && filter.required === true;

/**
 * A report's rows: at opening with what it requires (it runs once those are given) and the period it opens
 * on (decision 1960), then one filter more.
 */
function reportRows(screen: string, report: ReportDef, context: ScreenContext): ScreenReads {
  const opening = report.filters.filter(isRequired).reduce<Record<string, string | number | boolean>>(
    (body, filter) => ({ ...body, ...filterValues(filter, context) }),
    reportOpeningValues(report, context.today, () => false),
  );
  const typical = [...report.filters]
    .filter((filter) => !reportFilterKeys({ filters: [filter] }).some((key) => key in opening))
    .sort((a, b) => TYPICAL.indexOf(a.kind) - TYPICAL.indexOf(b.kind))[0];
  const call = (how: string, body: object): ScreenCall => ({
    name: `${screen}${how}`,
    method: 'POST',
    url: report.path,
    body: { ...FIRST_PAGE, ...opening, ...body },
  });
  return {
    screen,
    opening: [call('', {})],
    filtered: typical ? [call(` by ${typical.label}`, filterValues(typical, context))] : [],
  };
}

/** The menu entries that are neither a catalogue list nor a report, by address: their calls. */
const SCREENS: Readonly<Record<string, (screen: string, context: ScreenContext) => ScreenReads>> = {
  '/module/dashboard': (screen, { today }) => {
    const openCount = (key: 'salesOrder' | 'purchaseOrder'): ScreenCall => ({
      name: `${screen}: open ${key}s`,
      method: 'GET',
      url: `${DOCUMENTS[key].apiPath}/getAllByPartner`,
      query: { page: 1, size: 1, status: DOCUMENT_STATUS.OPEN },
    });
    return {
      screen,
      opening: [
        openCount('salesOrder'),
        openCount('purchaseOrder'),
        {
          name: `${screen}: approvals`,
          method: 'GET',
          url: 'approvalEntityStatus/getPendingList',
          query: { page: 1, size: 1 },
        },
        { name: `${screen}: owed`, method: 'GET', url: 'chemical/partyLedger/totals' },
        {
          name: `${screen}: sales`,
          method: 'GET',
          url: 'crm/dashboard/summary',
          query: { today, page: 1, size: 5 },
        },
        {
          name: `${screen}: maintenance`,
          method: 'GET',
          url: 'chemical/machineAssets/dashboard',
          query: { today },
        },
      ],
      filtered: [],
    };
  },
  '/module/inward-stock': (screen, { idOf }) => {
    const stock = (how: string, url: string, body: object): ScreenCall => ({
      name: `${screen}${how}`,
      method: 'POST',
      url: `chemical/itemStock/${url}`,
      body: { ...FIRST_PAGE, ...body },
    });
    return {
      screen,
      opening: [stock('', 'getStock/v2', {})],
      filtered: [
        stock(' searched', 'getStock/v2', { q: 'Stock Bench Item 12' }),
        stock(' searched by lot', 'getStock/v2', { q: 'LOT-012345' }),
        stock(' of an item', 'getStock/v2', { itemId: idOf('item') }),
        stock(' of a stock area', 'getStock/v2', { stockAreaId: idOf('stockArea') }),
        stock(' grouped by item', 'getStockListWithGroupBy/v2', { groupBy: 'item' }),
      ],
    };
  },
  // The floor's home syncs the lists its actions pick from (decision 2320): each a first page of lookups,
  // here without a lookup's filter, the larger read.
  '/module/floor': (screen) => ({
    screen,
    opening: [
      ...new Set(
        Object.values(FLOOR_ACTION_FIELDS).flatMap((fields) =>
          fields.flatMap((field) => (field.lookup ? [field.lookup.module] : [])),
        ),
      ),
    ].map((module) => ({
      ...firstOfList(module),
      name: `${screen}: ${module} list`,
      query: { page: 1, size: LOOKUP_PAGE_SIZE },
    })),
    filtered: [],
  }),
  // The upload screen reads nothing until a sheet is chosen.
  '/module/openingstock': (screen) => ({ screen, opening: [], filtered: [] }),
  '/module/reports': (screen) => ({
    screen,
    opening: [{ name: `${screen}: list`, method: 'GET', url: 'chemical/report/getReportModules' }],
    filtered: [],
  }),
  '/module/approval-generic/approvalList': (screen) => ({
    screen,
    opening: [{ name: screen, method: 'GET', url: 'approvalEntityStatus/getPendingList', query: FIRST_PAGE }],
    filtered: [],
  }),
  '/module/loom-vise-daily-production': (screen, { today }) => {
    const log = (how: string, body: object): ScreenCall => ({
      name: `${screen}${how}`,
      method: 'POST',
      url: 'chemical/dailyProduction/getLoomWiseLog',
      body: { ...FIRST_PAGE, fromDate: today, toDate: today, ...body },
    });
    return {
      screen,
      opening: [log('', {})],
      filtered: [log(' of a month', { fromDate: month(today).from })],
    };
  },
  // The ledger opens on a party picked.
  '/module/party-ledger': (screen, { idOf }) => {
    const party = idOf('party');
    return {
      screen,
      opening: [],
      filtered: [
        {
          name: `${screen} of a party`,
          method: 'GET',
          url: `chemical/partyLedger/${party}`,
          query: FIRST_PAGE,
        },
        { name: `${screen}: ageing of a party`, method: 'GET', url: `chemical/partyLedger/ageing/${party}` },
      ],
    };
  },
  '/module/gst-returns': (screen, { today }) => ({
    screen,
    opening: [
      { name: `${screen}: GSTR-1 of the month`, method: 'GET', url: `chemical/gstr1/${today.slice(0, 7)}` },
    ],
    filtered: [],
  }),
  '/module/user': (screen) => moduleList(screen, 'staff'),
  '/module/sysConfig': (screen) => moduleList(screen, 'sysConfig'),
  '/module/moduleFieldConfig': (screen) => moduleList(screen, 'moduleFieldConfig'),
  '/module/aclConfig': (screen) => {
    const [roles, acl] = [moduleList(`${screen}: roles`, 'role'), moduleList(`${screen}: rights`, 'acl')];
    return { screen, opening: [...roles.opening, ...acl.opening], filtered: [] };
  },
};

const masterAt = (path: string): string | undefined =>
  Object.entries(MASTER_ROUTES).find(([, route]) => path === route || path.startsWith(`${route}/`))?.[0];
const documentAt = (path: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find(
    (def) => path === def.route || path === def.listRoute || path.startsWith(`${def.route}/`),
  );

/**
 * Every screen of the menu (an add form's entry shares its list's reads and is left out) and every report
 * of the report list, with their calls. A menu entry none of them names throws.
 */
export function screenReads(context: ScreenContext): ScreenReads[] {
  const menu = menuLeaves(MENU)
    .filter((leaf) => !leaf.path?.endsWith('/addUpdate'))
    .map((leaf): ScreenReads => {
      const path = leaf.path ?? '';
      const special = SCREENS[path];
      const master = masterAt(path);
      const document = documentAt(path);
      const report = reportAt(path);
      if (special) return special(leaf.label, context);
      if (report) return reportRows(leaf.label, report, context);
      if (master) return moduleList(leaf.label, master);
      if (document) return documentList(leaf.label, document);
      throw new Error(`the menu's ${leaf.label} (${path}) is in no catalogue: name its calls in SCREENS`);
    });
  const reports = Object.values(REPORTS)
    .filter((report) => !report.address)
    .map((report) => reportRows(`Report ${report.title}`, report, context));
  return [...menu, ...reports];
}

/** The catalogue modules and document types whose typical record a filter picks (`ScreenContext.idOf`). */
export function lookupModules(today: string): string[] {
  const modules = new Set<string>();
  screenReads({ today, idOf: (module) => (modules.add(module), 0) });
  return [...modules];
}

/** A module's list call, whose first row is its typical record. */
export const firstOfList = (module: string): ScreenCall => {
  const apiPath =
    moduleByKey(module)?.apiPath ?? Object.values(DOCUMENTS).find((def) => def.key === module)?.apiPath;
  if (!apiPath) throw new Error(`no catalogue module or document '${module}'`);
  return {
    name: `a ${module}`,
    method: 'GET',
    url: `${apiPath}/getAllByPartner`,
    query: { page: 1, size: 1 },
  };
};

/** Fastify's inject options of a call made with a session's token. */
export const injectionOf = (call: ScreenCall, token: string) => ({
  method: call.method,
  url: `/api/v1/${call.url}`,
  headers: { authorization: `Bearer ${token}` },
  ...(call.query
    ? { query: Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)])) }
    : {}),
  ...(call.body ? { payload: call.body } : {}),
});
