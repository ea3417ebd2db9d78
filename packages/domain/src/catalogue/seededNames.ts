/**
 * The names the install and the demo seed for the masters whose names classify (issue 56, decision 2233): a
 * funnel's stages, sources, types and customer types, the activity types, the roles, the party, category and
 * product types, the zones and segments. They are the product's words, said in the reader's language wherever
 * they show (the app's Hindi, `hi.json`); any other name is a user's, shown as typed, and so is a seeded one a
 * user renamed. The masters that name the factory's own things (departments, cost heads, stock areas,
 * machines, processes, items, parties, platforms) stay as typed, and a unit is a code (KG, NOS), as GSTIN is.
 */
export const SEEDED_NAMES: Readonly<Record<string, readonly string[]>> = {
  funnelStage: ['New', 'Contacted', 'Sample Sent', 'Negotiation', 'Won', 'Lost'],
  funnelSource: ['IndiaMART', 'TradeIndia', 'Website', 'Referral', 'Exhibition'],
  funnelType: ['New Business', 'Repeat Order', 'Export Enquiry'],
  funnelCustomerType: ['Manufacturer', 'Trader', 'Distributor', 'End User'],
  crmActivity: ['Call', 'Visit', 'E-Mail', 'Sample Dispatch'],
  role: ['Administrator', 'Storekeeper', 'Packer', 'Dispatch Clerk', 'Loom Operator', 'Machine Operator'],
  partyType: ['Customer', 'Supplier', 'Job Worker', 'Transporter'],
  categoryType: [
    'Raw Material',
    'Semi Finished',
    'Finished Goods',
    'Packing Material',
    'Chemicals',
    'Key Account',
    'Regular',
    'Waste and Scrap',
  ],
  productType: ['Granules', 'Masterbatch', 'Tape', 'Woven Fabric', 'Woven Sack', 'Industrial Chemical'],
  zone: ['North', 'West', 'South', 'East'],
  segment: ['Cement', 'Fertiliser', 'Food Grains', 'Chemicals'],
};

/** Whether `name` is one the install or the demo seeds for the master `module` (a product's word). */
export const isSeededName = (module: string, name: unknown): name is string =>
  typeof name === 'string' && (SEEDED_NAMES[module]?.includes(name) ?? false);

/** `name` as a reader is told it: a seeded name of `module` said by `say`, any other as typed. */
export const seededNameSaid = <T>(module: string, name: T, say: (english: string) => string): T | string =>
  isSeededName(module, name) ? say(name) : name;
