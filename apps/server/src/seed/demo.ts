import { ACL_MODES, ACL_VIEW, groupAclNames, gstinCheckCharacter } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { role, staff } from '../db/schema.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Caller } from '../core/caller.ts';
import { seedOrganisation, writeRoleAcl } from './base.ts';

/** A valid GSTIN for a company PAN in a state (state code, PAN, entity 1, Z, check character). */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

type Body = Record<string, unknown>;

/** Creates demo records through the API's own service, so they pass every rule a user's would. */
class DemoWriter {
  readonly ids = new Map<string, number>();
  constructor(
    private readonly service: ResourceService,
    private readonly caller: Caller,
  ) {}

  async add(module: string, ref: string, body: Body): Promise<number> {
    const row = await this.service.create(this.service.resource(module), this.caller, body);
    this.ids.set(`${module}:${ref}`, row.id);
    return row.id;
  }

  id(module: string, ref: string): number {
    const id = this.ids.get(`${module}:${ref}`);
    if (id === undefined) throw new Error(`demo data has no ${module} ${ref}`);
    return id;
  }
}

const address = (line1: string, city: string, state: string, pincode: string) => ({
  addressType: 'BILLING',
  line1,
  city,
  state,
  pincode,
  country: 'India',
  isDefault: true,
});

/** The masters of a woven-sack and chemicals plant in Gujarat (decision 0205). */
async function writeMasters(w: DemoWriter): Promise<void> {
  // Issue 14: counted units take whole numbers, weights and volumes three decimals, lengths two.
  for (const [name, uqc, decimals] of [
    ['KG', 'KGS', 3],
    ['MTR', 'MTR', 2],
    ['NOS', 'NOS', 0],
    ['BAG', 'BAG', 0],
    ['LTR', 'LTR', 3],
    ['ROLL', 'ROL', 0],
  ] as const) {
    await w.add('uom', name, { name, uqc, decimals, description: `${uqc} for GST returns` });
  }
  for (const [name, appliesTo] of [
    ['Raw Material', 'ITEM'],
    ['Semi Finished', 'ITEM'],
    ['Finished Goods', 'ITEM'],
    ['Packing Material', 'ITEM'],
    ['Chemicals', 'ITEM'],
    ['Key Account', 'PARTY'],
    ['Regular', 'PARTY'],
  ] as const) {
    await w.add('categoryType', name, { name, appliesTo });
  }
  for (const name of ['Customer', 'Supplier', 'Job Worker', 'Transporter'])
    await w.add('partyType', name, { name });
  for (const name of [
    'Granules',
    'Masterbatch',
    'Tape',
    'Woven Fabric',
    'Woven Sack',
    'Industrial Chemical',
  ]) {
    await w.add('productType', name, { name });
  }
  for (const name of ['North', 'West', 'South', 'East'])
    await w.add('zone', name, { name, description: `${name} India sales` });
  for (const name of ['Cement', 'Fertiliser', 'Food Grains', 'Chemicals'])
    await w.add('segment', name, { name });
  for (const [name, code] of [
    ['Extrusion', 'EXT'],
    ['Weaving', 'WVG'],
    ['Lamination', 'LAM'],
    ['Printing', 'PRN'],
    ['Bag Making', 'BGM'],
    ['Stores', 'STR'],
    ['Quality Control', 'QC'],
    ['Chemical Plant', 'CHM'],
  ] as const) {
    await w.add('department', name, { name, code });
  }
  await w.add('branch', 'HO', {
    name: 'Head Office',
    code: 'HO',
    gstin: demoGstin('24', 'AAECS4321K'),
    address: '4th Floor, Shivalik Plaza, Ashram Road',
    city: 'Ahmedabad',
    state: '24',
    pincode: '380009',
    phone: '07926581234',
    email: 'accounts@example.in',
  });
  await w.add('location', 'PLANT1', {
    name: 'Sanand Plant',
    code: 'PLANT1',
    branchId: w.id('branch', 'HO'),
    address: 'Plot 118, GIDC Industrial Estate',
    city: 'Sanand',
    state: '24',
    pincode: '382110',
  });
  for (const [name, code, department] of [
    ['Raw Material Store', 'RMS', 'Stores'],
    ['Finished Goods Store', 'FGS', 'Stores'],
    ['Weaving WIP', 'WIP-WVG', 'Weaving'],
    ['Chemical Store', 'CHS', 'Chemical Plant'],
  ] as const) {
    await w.add('stockArea', name, {
      name,
      code,
      departmentId: w.id('department', department),
      locationId: w.id('location', 'PLANT1'),
    });
  }
  for (const [name, processType, department, sequence] of [
    ['Tape Extrusion', 'Extrusion', 'Extrusion', 1],
    ['Circular Weaving', 'Weaving', 'Weaving', 2],
    ['Lamination', 'Conversion', 'Lamination', 3],
    ['Flexo Printing', 'Conversion', 'Printing', 4],
    ['Bag Cutting and Stitching', 'Conversion', 'Bag Making', 5],
  ] as const) {
    if (!w.ids.has(`processType:${processType}`))
      await w.add('processType', processType, { name: processType });
    await w.add('process', name, {
      name,
      processTypeId: w.id('processType', processType),
      departmentId: w.id('department', department),
      sequence,
    });
  }
  await w.add('machine', 'TAPE-01', {
    name: 'Tape Extrusion Line 1',
    code: 'TAPE-01',
    machineType: 'TAPE_EXTRUSION',
    departmentId: w.id('department', 'Extrusion'),
    capacity: 350,
    capacityUomId: w.id('uom', 'KG'),
    manufacturer: 'Lohia Corp',
  });
  for (let n = 1; n <= 6; n++) {
    const code = `LOOM-0${n}`;
    await w.add('machine', code, {
      name: `Circular Loom ${n}`,
      code,
      machineType: 'CIRCULAR_LOOM',
      departmentId: w.id('department', 'Weaving'),
      isLoom: true,
      shuttleCount: n <= 4 ? 6 : 8,
      loomWidth: n <= 4 ? 24 : 36,
      capacity: 1200,
      capacityUomId: w.id('uom', 'MTR'),
      manufacturer: 'Lohia Corp',
    });
  }
  for (const [name, code, machineType, department] of [
    ['Lamination Plant 1', 'LAM-01', 'LAMINATION', 'Lamination'],
    ['Flexo Printing 1', 'PRN-01', 'PRINTING', 'Printing'],
    ['Slitting Machine 1', 'SLT-01', 'SLITTING', 'Lamination'],
    ['Bag Cutting and Stitching 1', 'BAG-01', 'BAG_CONVERSION', 'Bag Making'],
    ['Reactor R-101', 'RCT-01', 'REACTOR', 'Chemical Plant'],
  ] as const) {
    await w.add('machine', code, { name, code, machineType, departmentId: w.id('department', department) });
  }
  for (const [name, costType] of [
    ['Power', 'INDIRECT'],
    ['Labour', 'DIRECT'],
    ['Packing', 'DIRECT'],
    ['Factory Overheads', 'OVERHEAD'],
  ] as const) {
    await w.add('costHead', name, { name, costType });
  }
  await w.add('packing', 'BALE-500', {
    packingType: 'Bale of 500 Bags',
    capacity: 500,
    capacityUomId: w.id('uom', 'NOS'),
    tareWeight: 1.5,
  });
  await w.add('packing', 'DRUM-200', {
    packingType: 'HDPE Drum 200 L',
    capacity: 200,
    capacityUomId: w.id('uom', 'LTR'),
    tareWeight: 8.5,
  });
  await w.add('ph', 'pH 1%', { name: 'pH of 1% solution', minValue: 10, maxValue: 13 });
  await w.add('purity', 'Assay', { name: 'Assay (NaOH)', minValue: 97, maxValue: 100, unit: '%' });
  await w.add('moisture', 'Moisture', { name: 'Moisture content', minValue: 0, maxValue: 0.5, unit: '%' });
}

interface DemoItem {
  code: string;
  name: string;
  category: string;
  productType: string;
  uom: string;
  hsnCode: string;
  gst: number;
  purchasePrice: number;
  salePrice: number;
  reorderLevel: number;
  extra?: Body;
}

const ITEMS: readonly DemoItem[] = [
  {
    code: 'RM-PP-001',
    name: 'PP Granules Raffia Grade H030SG',
    category: 'Raw Material',
    productType: 'Granules',
    uom: 'KG',
    hsnCode: '3902',
    gst: 18,
    purchasePrice: 104.5,
    salePrice: 112,
    reorderLevel: 5000,
  },
  {
    code: 'RM-MB-001',
    name: 'Filler Masterbatch CaCO3',
    category: 'Raw Material',
    productType: 'Masterbatch',
    uom: 'KG',
    hsnCode: '3824',
    gst: 18,
    purchasePrice: 44,
    salePrice: 50,
    reorderLevel: 2000,
  },
  {
    code: 'RM-MB-002',
    name: 'UV Stabiliser Masterbatch',
    category: 'Raw Material',
    productType: 'Masterbatch',
    uom: 'KG',
    hsnCode: '3812',
    gst: 18,
    purchasePrice: 310,
    salePrice: 340,
    reorderLevel: 200,
  },
  {
    code: 'SF-TP-800',
    name: 'PP Tape 800 Denier Natural',
    category: 'Semi Finished',
    productType: 'Tape',
    uom: 'KG',
    hsnCode: '5407',
    gst: 12,
    purchasePrice: 118,
    salePrice: 126,
    reorderLevel: 1000,
    extra: { denier: 800, colour: 'Natural' },
  },
  {
    code: 'SF-WF-090',
    name: 'PP Woven Fabric 90 GSM',
    category: 'Semi Finished',
    productType: 'Woven Fabric',
    uom: 'MTR',
    hsnCode: '5407',
    gst: 12,
    purchasePrice: 9.4,
    salePrice: 11.2,
    reorderLevel: 10000,
    extra: { gsm: 90, width: 22, denier: 900, colour: 'White' },
  },
  {
    code: 'SF-WF-070L',
    name: 'PP Woven Fabric 70 GSM Laminated',
    category: 'Semi Finished',
    productType: 'Woven Fabric',
    uom: 'MTR',
    hsnCode: '5407',
    gst: 12,
    purchasePrice: 8.9,
    salePrice: 10.6,
    reorderLevel: 8000,
    extra: { gsm: 70, width: 20, denier: 750, colour: 'White' },
  },
  {
    code: 'FG-SK-050',
    name: 'PP Woven Sack 50 kg Cement',
    category: 'Finished Goods',
    productType: 'Woven Sack',
    uom: 'BAG',
    hsnCode: '6305',
    gst: 12,
    purchasePrice: 7.8,
    salePrice: 9.2,
    reorderLevel: 20000,
    extra: { gsm: 75, width: 18, colour: 'White' },
  },
  {
    code: 'FG-SK-025L',
    name: 'PP Woven Sack 25 kg Fertiliser Laminated',
    category: 'Finished Goods',
    productType: 'Woven Sack',
    uom: 'BAG',
    hsnCode: '6305',
    gst: 12,
    purchasePrice: 6.1,
    salePrice: 7.4,
    reorderLevel: 15000,
    extra: { gsm: 65, width: 16, colour: 'White' },
  },
  {
    code: 'FG-SK-BOPP26',
    name: 'BOPP Laminated Rice Bag 26 kg',
    category: 'Finished Goods',
    productType: 'Woven Sack',
    uom: 'BAG',
    hsnCode: '6305',
    gst: 12,
    purchasePrice: 11.5,
    salePrice: 13.8,
    reorderLevel: 10000,
    extra: { gsm: 80, width: 17, colour: 'Printed' },
  },
  {
    code: 'PK-BW-001',
    name: 'HDPE Bale Wrapper',
    category: 'Packing Material',
    productType: 'Woven Fabric',
    uom: 'NOS',
    hsnCode: '3923',
    gst: 18,
    purchasePrice: 14,
    salePrice: 16,
    reorderLevel: 500,
  },
  {
    code: 'CH-SS-001',
    name: 'Sodium Silicate Liquid',
    category: 'Chemicals',
    productType: 'Industrial Chemical',
    uom: 'KG',
    hsnCode: '2839',
    gst: 18,
    purchasePrice: 13.5,
    salePrice: 17.5,
    reorderLevel: 3000,
  },
  {
    code: 'CH-CS-098',
    name: 'Caustic Soda Flakes 98%',
    category: 'Chemicals',
    productType: 'Industrial Chemical',
    uom: 'KG',
    hsnCode: '2815',
    gst: 18,
    purchasePrice: 52,
    salePrice: 58,
    reorderLevel: 2000,
  },
  {
    code: 'CH-HP-050',
    name: 'Hydrogen Peroxide 50%',
    category: 'Chemicals',
    productType: 'Industrial Chemical',
    uom: 'KG',
    hsnCode: '2847',
    gst: 18,
    purchasePrice: 38,
    salePrice: 44,
    reorderLevel: 1500,
  },
];

async function writeItems(w: DemoWriter): Promise<void> {
  for (const item of ITEMS) {
    await w.add('item', item.code, {
      code: item.code,
      name: item.name,
      categoryId: w.id('categoryType', item.category),
      productTypeId: w.id('productType', item.productType),
      uomId: w.id('uom', item.uom),
      hsnCode: item.hsnCode,
      purchaseGstRate: item.gst,
      saleGstRate: item.gst,
      purchasePrice: item.purchasePrice,
      salePrice: item.salePrice,
      reorderLevel: item.reorderLevel,
      ...item.extra,
    });
  }
  await w.add('bom', 'FG-SK-050', {
    name: 'Cement Sack 50 kg',
    code: 'BOM-SK-050',
    outputItemId: w.id('item', 'FG-SK-050'),
    outputQuantity: 1000,
    uomId: w.id('uom', 'BAG'),
    processId: w.id('process', 'Bag Cutting and Stitching'),
    isDefault: true,
    lines: [
      {
        inputItemId: w.id('item', 'SF-WF-090'),
        quantity: 1050,
        uomId: w.id('uom', 'MTR'),
        yieldPercent: 97,
        wastagePercent: 3,
      },
      { inputItemId: w.id('item', 'PK-BW-001'), quantity: 2, uomId: w.id('uom', 'NOS') },
    ],
  });
}

interface DemoParty {
  companyName: string;
  type: string;
  category: string;
  state: string;
  pan: string;
  city: string;
  line1: string;
  pincode: string;
  contact: string;
  phone: string;
  zone: string;
  customer: boolean;
  supplier: boolean;
}

const PARTIES: readonly DemoParty[] = [
  {
    companyName: 'Shree Ganesh Polymers',
    type: 'Supplier',
    category: 'Regular',
    state: '24',
    pan: 'AAKFS1234C',
    city: 'Ahmedabad',
    line1: '12, Narol-Vatva Road',
    pincode: '382405',
    contact: 'Mahesh Shah',
    phone: '9825012345',
    zone: 'West',
    customer: false,
    supplier: true,
  },
  {
    companyName: 'Reliance Polymer Distributors Pvt Ltd',
    type: 'Supplier',
    category: 'Key Account',
    state: '27',
    pan: 'AABCR5678D',
    city: 'Mumbai',
    line1: 'Maker Chambers IV, Nariman Point',
    pincode: '400021',
    contact: 'Anil Desai',
    phone: '9820098765',
    zone: 'West',
    customer: false,
    supplier: true,
  },
  {
    companyName: 'Ambuja Cement Works Ltd',
    type: 'Customer',
    category: 'Key Account',
    state: '08',
    pan: 'AACCA2468E',
    city: 'Jaipur',
    line1: 'Plot 7, Sitapura Industrial Area',
    pincode: '302022',
    contact: 'Rohit Sharma',
    phone: '9414056789',
    zone: 'North',
    customer: true,
    supplier: false,
  },
  {
    companyName: 'Krishak Bharati Fertilisers Co-op',
    type: 'Customer',
    category: 'Key Account',
    state: '09',
    pan: 'AAAJK1357F',
    city: 'Lucknow',
    line1: 'Vibhuti Khand, Gomti Nagar',
    pincode: '226010',
    contact: 'Sunil Verma',
    phone: '9415123456',
    zone: 'North',
    customer: true,
    supplier: false,
  },
  {
    companyName: 'Sai Packaging Solutions',
    type: 'Job Worker',
    category: 'Regular',
    state: '24',
    pan: 'ABCFS9753G',
    city: 'Surat',
    line1: 'Block C, Sachin GIDC',
    pincode: '394230',
    contact: 'Kiran Patel',
    phone: '9898076543',
    zone: 'West',
    customer: true,
    supplier: true,
  },
  {
    companyName: 'Bharat Chemicals Traders',
    type: 'Customer',
    category: 'Regular',
    state: '33',
    pan: 'AAFFB8642H',
    city: 'Chennai',
    line1: '45, Ambattur Industrial Estate',
    pincode: '600058',
    contact: 'R. Venkatesh',
    phone: '9840011223',
    zone: 'South',
    customer: true,
    supplier: false,
  },
  {
    companyName: 'Om Logistics',
    type: 'Transporter',
    category: 'Regular',
    state: '07',
    pan: 'AAACO7531J',
    city: 'New Delhi',
    line1: 'Transport Nagar, Sanjay Gandhi',
    pincode: '110042',
    contact: 'Vikram Singh',
    phone: '9811022334',
    zone: 'North',
    customer: false,
    supplier: true,
  },
];

async function writeParties(w: DemoWriter): Promise<void> {
  for (const party of PARTIES) {
    await w.add('party', party.companyName, {
      companyName: party.companyName,
      partyTypeId: w.id('partyType', party.type),
      categoryTypeId: w.id('categoryType', party.category),
      isCustomer: party.customer,
      isSupplier: party.supplier,
      gstin: demoGstin(party.state, party.pan),
      pan: party.pan,
      contactPerson: party.contact,
      phone: party.phone,
      email: `${party.contact.split(' ').pop()?.toLowerCase() ?? 'contact'}@example.in`,
      creditDays: party.customer ? 45 : 30,
      creditLimit: party.customer ? 2500000 : 0,
      zoneId: w.id('zone', party.zone),
      addresses: [address(party.line1, party.city, party.state, party.pincode)],
      contacts: [
        {
          name: party.contact,
          contactCategory: party.customer ? 'PURCHASE' : 'SALES',
          phone: party.phone,
          isPrimary: true,
        },
      ],
    });
  }
  await w.add('transport', 'Om Logistics', {
    name: 'Om Logistics',
    transporterId: demoGstin('07', 'AAACO7531J'),
    contactPerson: 'Vikram Singh',
    phone: '9811022334',
  });
  await w.add('freight', 'Sanand-Jaipur', {
    name: 'Sanand to Jaipur, per bag',
    transportId: w.id('transport', 'Om Logistics'),
    basis: 'PER_BAG',
    rate: 0.35,
    fromCity: 'Sanand',
    toCity: 'Jaipur',
  });
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
 * organisation, the user `storekeeper` (every module listed, view 1 only for the Inventory group) and
 * `orgb.admin`, administrator of a second organisation; both with the admin's password.
 */
export async function seedDemo(database: Database, service: ResourceService): Promise<void> {
  const [admin] = await database.db
    .select({ id: staff.id, orgId: staff.orgId, passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.username, 'admin'));
  if (!admin) throw new Error('the demo data needs the admin user of the first start');
  const writer = new DemoWriter(service, { staffId: admin.id, orgId: admin.orgId });
  await writeMasters(writer);
  await writeItems(writer);
  await writeParties(writer);

  const inventory = groupAclNames('inventory');
  await database.transaction(async (tx) => {
    const [storekeeper] = await tx
      .insert(role)
      .values({
        orgId: admin.orgId,
        name: 'Storekeeper',
        description: 'Inventory only',
        active: true,
        search: 'storekeeper',
      })
      .returning({ id: role.id });
    if (!storekeeper) throw new Error('role not created');
    await writeRoleAcl(tx, admin.orgId, storekeeper.id, (name) =>
      inventory.has(name)
        ? { view: ACL_VIEW.ALLOWED, mode: ACL_MODES.WRITE }
        : { view: ACL_VIEW.DENIED, mode: ACL_MODES.READ },
    );
    await tx.insert(staff).values({
      orgId: admin.orgId,
      username: 'storekeeper',
      passwordHash: admin.passwordHash,
      firstname: 'Ramesh',
      lastname: 'Patel',
      email: 'stores@example.in',
      roleId: storekeeper.id,
      departmentId: writer.id('department', 'Stores'),
      active: true,
      search: 'ramesh|patel|storekeeper',
    });
  });

  const orgB = await database.transaction((tx) =>
    seedOrganisation(tx, {
      name: 'Org B Industries',
      isDefault: false,
      adminUsername: 'orgb.admin',
      adminFirstname: 'Org B',
      adminLastname: 'Administrator',
      passwordHash: admin.passwordHash,
    }),
  );
  const other = new DemoWriter(service, { staffId: orgB.adminId, orgId: orgB.orgId });
  await other.add('uom', 'KG', { name: 'KG', uqc: 'KGS' });
  await other.add('partyType', 'Customer', { name: 'Customer' });
  await other.add('party', 'Org B Customer', {
    companyName: 'Org B Trading Company',
    partyTypeId: other.id('partyType', 'Customer'),
    isCustomer: true,
  });
}
