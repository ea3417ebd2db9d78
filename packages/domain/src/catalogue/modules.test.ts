import { describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef } from './fields.ts';
import { MASTER_IMPORTS, MASTER_ROUTES } from './masterRoutes.ts';
import { defaultFieldDetails, MODULES, moduleByApiPath, moduleByKey } from './modules/index.ts';
import { findRoute } from './routes.ts';
import { validateEntity } from './validate.ts';

const mod = (key: string): ModuleDef => moduleByKey(key) as ModuleDef;
const fieldOf = (module: ModuleDef, key: string): FieldDef | undefined =>
  module.fields.find((field) => field.key === key);

/** A valid value for a field, for records holding only the required fields. */
function sample(field: FieldDef, index: number): unknown {
  switch (field.type) {
    case 'number':
    case 'amount':
      return Math.max(field.min ?? 1, 1);
    case 'lookup':
      return index + 1;
    case 'select':
      return field.options?.[0]?.value;
    case 'checkbox':
      return true;
    case 'date':
      return '2026-01-01';
    case 'email':
      return 'store@factory.in';
    case 'password':
      return 'secret';
    default:
      return field.format === 'ifsc' ? 'SBIN0001234' : 'A1';
  }
}

function minimalRecord(fields: readonly FieldDef[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field, i) => (field.required ? [[field.key, sample(field, i)]] : [])),
  );
}

/** Fields a new record needs besides the required ones: a new staff user's password (decision 0517). */
const NEW_RECORD_NEEDS: Readonly<Record<string, Record<string, unknown>>> = {
  staff: { password: 'Sample-Pass-1' },
  // An activity is against a funnel entry or a party (decision 1680): neither field alone is required.
  crmActivityLog: { funnelId: 1 },
  // A stop's time is a time of day (decision 1782).
  machineBreakdown: { stoppedAt: '08:30' },
  // The organisation's GSTIN is a GSTIN, of its own state (decision 2243 asks for both).
  organization: { gstin: '27AAPFU0939F1ZV', state: '27' },
};

function minimal(module: ModuleDef): Record<string, unknown> {
  const record = { ...minimalRecord(module.fields), ...NEW_RECORD_NEEDS[module.key] };
  for (const child of module.children ?? []) {
    if (child.minRows)
      record[child.key] = Array.from({ length: child.minRows }, () => minimalRecord(child.fields));
  }
  return record;
}

describe('MODULES (spec §1 masters, plus the settings entities)', () => {
  it('takes each master route from MASTER_ROUTES, the light table the router reads, and no other', () => {
    const masters = MODULES.filter((module) => module.kind === 'master');
    expect(Object.fromEntries(masters.map((module) => [module.key, module.route]))).toEqual(MASTER_ROUTES);
  });

  it('gives a master its import page from MASTER_IMPORTS (decision 1608: the leads, on /module/digitalplatform)', () => {
    const imports = MODULES.flatMap((module) => (module.imports ? [[module.key, module.imports]] : []));
    expect(Object.fromEntries(imports)).toEqual(MASTER_IMPORTS);
    expect(MODULES.find((module) => module.key === 'digitalLead')?.imports).toEqual({
      importer: 'leads',
      label: 'Import Leads',
    });
  });

  it('has one module per master of spec §1', () => {
    const masters = MODULES.filter((module) => module.kind === 'master').map((module) => module.key);
    expect(masters).toEqual([
      'party',
      'partyType',
      'categoryType',
      'item',
      'productType',
      'productCode',
      'partCode',
      'bom',
      'mould',
      'mouldName',
      'mouldType',
      'supportingMaterial',
      'costHead',
      'uom',
      'segment',
      'process',
      'processType',
      'stockArea',
      'department',
      'zone',
      'machineType',
      'machine',
      'machineActivity',
      'machineActivityLog',
      'machineBreakdown',
      'packing',
      'transport',
      'freight',
      'location',
      'rack',
      'branch',
      'customField',
      'moduleCustomField',
      'customParam',
      'purity',
      'ph',
      'moisture',
      'solubility',
      'stockParam4',
      'stockParam5',
      'stockParam6',
      'stockParam7',
      'stockParam8',
      'stockParam9',
      'funnelStage',
      'funnelSource',
      'funnelType',
      'funnelCustomerType',
      'digitalPlatform',
      'funnel',
      'digitalLead',
      'crmActivity',
      'crmActivityLog',
      'messageTemplate',
      'printTemplate',
      'approvalConfiguration',
      'materialRequestConfig',
    ]);
    expect(MODULES.filter((module) => module.kind === 'settings').map((module) => module.key)).toEqual([
      'staff',
      'role',
      'sysConfig',
      'labelConfig',
      'moduleFieldConfig',
      'acl',
      'organization',
      'emailUserConfig',
    ]);
  });

  it('keys and API paths are unique', () => {
    expect(new Set(MODULES.map((m) => m.key)).size).toBe(MODULES.length);
    expect(new Set(MODULES.map((m) => m.apiPath)).size).toBe(MODULES.length);
  });

  it.each([
    ['item', 'chemical/item', 'chemical/item', '/module/product', 'name'],
    ['party', 'party', 'party', '/module/party', 'companyName'],
    ['uom', 'uom', 'uom', '/module/uom', 'name'],
    ['rack', 'erp/rack', 'erp/rack', '/module/rack', 'name'],
    ['bom', 'chemical/bom', 'chemical/bom', '/module/bom', 'name'],
    ['packing', 'chemical/packing', 'chemical/packing', '/module/packing', 'packingType'],
    ['staff', 'staff', 'staff', '/module/user', 'firstname'],
    ['customParam', 'customParam', 'customParam', '/module/customParameters', 'name'],
    [
      'moduleFieldConfig',
      'chemical/formConfig',
      'chemical/formConfig',
      '/module/moduleFieldConfig',
      'moduleName',
    ],
    ['emailUserConfig', 'chemical/emailUserConfig', 'emailUserConfig', '/module/user-profile', 'email'],
  ])(
    '%s: API path %s (spec §7), permission %s (spec §2), route %s, sorted by %s',
    (key, apiPath, aclName, route, sortKey) => {
      expect(mod(key)).toMatchObject({ apiPath, aclName, route, sortKey });
    },
  );

  describe.each(MODULES.map((module) => [module.key, module] as const))('%s', (_key, module) => {
    it('has a route of spec §2 that checks its permission name', () => {
      const route = findRoute(module.route);
      expect(route).toBeDefined();
      if (route?.guarded) expect(route.aclNames).toContain(module.aclName);
    });

    it('lists, searches, sorts and keeps unique only its own fields', () => {
      const keys = module.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of [
        ...module.listColumns,
        ...module.searchKeys,
        module.sortKey,
        ...(module.uniqueKeys ?? []),
      ]) {
        expect(keys).toContain(key);
      }
      for (const child of module.children ?? []) {
        for (const column of child.listColumns)
          expect(child.fields.map((field) => field.key)).toContain(column);
      }
    });

    it('looks up only catalogue modules, by one of their fields', () => {
      const fields = [...module.fields, ...(module.children ?? []).flatMap((child) => child.fields)];
      for (const field of fields) {
        expect(field.type === 'lookup').toBe(field.lookup !== undefined);
        if (!field.lookup) continue;
        expect(field.key).toMatch(/Id$/);
        const target = mod(field.lookup.module);
        expect(target, field.lookup.module).toBeDefined();
        expect(fieldOf(target, field.lookup.displayKey)).toBeDefined();
        for (const [key, value] of Object.entries(field.lookup.filter ?? {})) {
          const filtered = fieldOf(target, key);
          if (filtered?.type === 'checkbox') expect(typeof value).toBe('boolean');
          else expect(filtered?.options?.map((option) => option.value)).toContain(value);
        }
      }
    });

    it('gives every select its choices, and every default is a valid value', () => {
      for (const field of module.fields) {
        if (field.type === 'select') expect(field.options?.length).toBeGreaterThan(0);
        if (field.defaultValue !== undefined) {
          expect(
            validateEntity(module, { ...minimal(module), [field.key]: field.defaultValue }).filter(
              (i) => i.field === field.key,
            ),
          ).toEqual([]);
        }
      }
    });

    it('saves a record holding only its required fields', () => {
      expect(validateEntity(module, minimal(module))).toEqual([]);
    });

    it('has codes for a duplicate and a missing record', () => {
      expect(module.duplicateCode).toBeGreaterThan(0);
      expect(module.notFoundCode).toBeGreaterThan(0);
    });
  });
});

describe('defaultFieldDetails (the module field config as seeded)', () => {
  it('lists every field visible with its label and required flag', () => {
    expect(defaultFieldDetails(mod('uom'))).toEqual([
      { fieldKeyName: 'name', fieldLabel: 'Name', isRequired: true, isVisible: true },
      { fieldKeyName: 'uqc', fieldLabel: 'GST Unit Code (UQC)', isRequired: false, isVisible: true },
      { fieldKeyName: 'decimals', fieldLabel: 'Decimals', isRequired: false, isVisible: true },
      { fieldKeyName: 'description', fieldLabel: 'Description', isRequired: false, isVisible: true },
    ]);
  });

  it('spec §3: the user profile config has user, email, password and partner; user and partner hidden', () => {
    expect(
      defaultFieldDetails(mod('emailUserConfig')).map((d) => [d.fieldKeyName, d.isRequired, d.isVisible]),
    ).toEqual([
      ['email', true, true],
      ['password', true, true],
      ['user', false, false],
      ['partner', false, false],
    ]);
  });
});

describe('moduleByKey and moduleByApiPath', () => {
  it.each([
    ['chemical/item', 'item'],
    ['/api/v1/chemical/item', 'item'],
    ['api/v1/uom/', 'uom'],
    ['partyTypeCategory', 'categoryType'],
  ])('%s is %s', (path, key) => {
    expect(moduleByApiPath(path)?.key).toBe(key);
  });

  it('unknown names give undefined', () => {
    expect(moduleByApiPath('nothing')).toBeUndefined();
    expect(moduleByKey('nothing')).toBeUndefined();
    expect(moduleByKey('item')?.label).toBe('Item');
  });
});

describe('a print template prints a document or a module (issue 16)', () => {
  it('offers the documents first, then the catalogue modules', () => {
    const field = moduleByKey('printTemplate')?.fields.find((f) => f.key === 'moduleName');
    const values = field?.options?.map((option) => option.value) ?? [];
    expect(values.slice(0, 2)).toEqual(['purchaseOrder', 'salesOrder']);
    expect(values).toContain('item');
    const custom = moduleByKey('moduleCustomField')?.fields.find((f) => f.key === 'moduleName');
    expect(custom?.options?.map((option) => option.value)).not.toContain('purchaseOrder');
  });
});
