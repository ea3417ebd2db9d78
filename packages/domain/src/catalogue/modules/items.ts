import { RESPONSE_CODES } from '../../errors/codes.ts';
import { MAX_QUANTITY_DECIMALS } from '../../format/decimals.ts';
import type { FieldOption, ModuleSpec } from '../fields.ts';
import {
  active,
  amount,
  checkbox,
  choices,
  code,
  description,
  lookup,
  master,
  name,
  num,
  quantity,
  required,
  select,
  simple,
  text,
} from './helpers.ts';

/* Items and what describes them: product types and codes, part codes, supporting materials, units. */

/** GST rates (%) in force or still found on older items. */
export const GST_RATES: readonly FieldOption[] = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40].map((rate) => ({
  value: rate,
  label: `${rate}%`,
}));

/** GST unit quantity codes (UQC) for units of measure. */
export const UQC_OPTIONS: readonly FieldOption[] = choices([
  ['BAG', 'BAG - Bags'],
  ['BDL', 'BDL - Bundles'],
  ['BOX', 'BOX - Box'],
  ['BTL', 'BTL - Bottles'],
  ['CAN', 'CAN - Cans'],
  ['CTN', 'CTN - Cartons'],
  ['DRM', 'DRM - Drums'],
  ['GMS', 'GMS - Grammes'],
  ['KGS', 'KGS - Kilograms'],
  ['KLR', 'KLR - Kilolitre'],
  ['LTR', 'LTR - Litres'],
  ['MTR', 'MTR - Metres'],
  ['MTS', 'MTS - Metric Ton'],
  ['NOS', 'NOS - Numbers'],
  ['PCS', 'PCS - Pieces'],
  ['ROL', 'ROL - Rolls'],
  ['SET', 'SET - Sets'],
  ['SQM', 'SQM - Square Metres'],
  ['UNT', 'UNT - Units'],
  ['OTH', 'OTH - Others'],
]);

/**
 * The screen an item is made on (decision 1505): a plan line's Make Batch opens it. Its values are the plan's
 * `makes.stages` keys (a production batch by its BOM, a lot-wise batch, or a stage of the woven bag line).
 */
export const MADE_ON: readonly FieldOption[] = choices([
  ['BOM', 'Production Batch (by BOM)'],
  ['LOT_WISE', 'Lot-wise Production Batch'],
  ['TAPE_EXTRUSION', 'Tape Extrusion'],
  ['LAMINATION', 'Lamination'],
  ['PRINTING', 'Printing'],
  ['WEAVING', 'Weaving'],
  ['SLITTING', 'Slitting'],
  ['BAG_MAKING', 'Bag Making'],
]);

/** The pictures a record may carry (the server's upload allow-list has the same image types). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export const ITEM: ModuleSpec = master({
  key: 'item',
  label: 'Item',
  apiPath: 'chemical/item',
  aclName: 'chemical/item',
  largeList: true,
  fields: [
    required(code('Item Code', { errorCode: RESPONSE_CODES.ITEM_CODE_NOT_FOUND })),
    name('Item Name', 150),
    required(
      lookup('categoryId', 'Category', 'categoryType', {
        lookup: { module: 'categoryType', displayKey: 'name', filter: { appliesTo: 'ITEM' } },
        errorCode: RESPONSE_CODES.ITEM_CATEGORY_REQUIRED,
      }),
    ),
    lookup('productTypeId', 'Product Type', 'productType'),
    required(lookup('uomId', 'Unit of Measure', 'uom', { errorCode: RESPONSE_CODES.ITEM_UOM_REQUIRED })),
    text('hsnCode', 'HSN Code', { maxLength: 8, format: 'hsn' }),
    required(
      select('purchaseGstRate', 'Purchase GST Rate', GST_RATES, {
        errorCode: RESPONSE_CODES.ITEM_PURCHASE_GST_RATE_REQUIRED,
      }),
    ),
    required(
      select('saleGstRate', 'Sale GST Rate', GST_RATES, {
        errorCode: RESPONSE_CODES.ITEM_SALE_GST_RATE_REQUIRED,
      }),
    ),
    // Spec §8 asks these only to be above zero when given (decision 2221): a Tally stock item often has none.
    amount('purchasePrice', 'Purchase Price', {
      positive: true,
      errorCode: RESPONSE_CODES.ITEM_PURCHASE_PRICE_NOT_POSITIVE,
    }),
    amount('salePrice', 'Sale Price', {
      positive: true,
      errorCode: RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
    }),
    quantity('reorderLevel', 'Reorder Level', {
      positive: true,
      errorCode: RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE,
    }),
    // Issue 19: what a kg of it is worth as wastage out of a production batch (decision 1101).
    amount('scrapRate', 'Scrap Rate', { min: 0 }),
    select('madeOn', 'Made On', MADE_ON),
    num('denier', 'Denier', { min: 0, max: 20000, decimals: 2 }),
    num('gsm', 'GSM', { min: 0, max: 2000, decimals: 2 }),
    num('width', 'Width (inch)', { min: 0, max: 500, decimals: 2 }),
    text('colour', 'Colour', { maxLength: 50 }),
    // Issue 17: a second unit its stock is also counted in (metres of a fabric roll, bales of bags).
    lookup('secondaryUomId', 'Secondary Unit', 'uom'),
    select(
      'secondaryConversion',
      'Secondary Conversion',
      choices([
        ['FIXED', 'Fixed factor'],
        ['WEIGHED', 'Weighed per roll or lot'],
      ]),
    ),
    num('secondaryFactor', 'Secondary Units per Unit', { min: 0, max: 1000000, decimals: 6 }),
    checkbox('tracksExpiry', 'Lots Expire (manufacture and expiry dates)'),
    description(),
    { key: 'image', label: 'Picture', type: 'file', accept: IMAGE_TYPES },
    active(),
  ],
  listColumns: ['code', 'name', 'categoryId', 'uomId', 'hsnCode', 'salePrice', 'active'],
  searchKeys: ['code', 'name', 'hsnCode'],
  uniqueKeys: ['code'],
  related: ['productCode'],
  rules: [
    {
      field: 'secondaryFactor',
      message: 'Give the secondary units per unit: the conversion is a fixed factor.',
      valid: (item) =>
        item.secondaryConversion !== 'FIXED' ||
        (typeof item.secondaryFactor === 'number' && item.secondaryFactor > 0),
    },
    {
      field: 'secondaryConversion',
      message: 'Choose how the secondary unit converts: a fixed factor, or weighed per roll or lot.',
      valid: (item) =>
        item.secondaryUomId === undefined ||
        item.secondaryUomId === null ||
        item.secondaryUomId === '' ||
        (item.secondaryConversion !== undefined &&
          item.secondaryConversion !== null &&
          item.secondaryConversion !== ''),
    },
  ],
  duplicateCode: RESPONSE_CODES.ITEM_CODE_EXISTS,
  notFoundCode: RESPONSE_CODES.ITEM_CODE_NOT_FOUND,
});

export const PRODUCT_TYPE: ModuleSpec = simple(
  'productType',
  'Product Type',
  'chemical/productType',
  'productType',
);

export const PRODUCT_CODE: ModuleSpec = master({
  key: 'productCode',
  label: 'Product Code Series',
  apiPath: 'chemical/productCodeConfig',
  aclName: 'productCodeModule',
  fields: [
    name(),
    required(text('prefix', 'Prefix', { maxLength: 10, format: 'code', uppercase: true })),
    lookup('productTypeId', 'Product Type', 'productType'),
    required(num('startNumber', 'Start Number', { integer: true, min: 1, defaultValue: 1 })),
    required(num('digits', 'Digits', { integer: true, min: 1, max: 10, defaultValue: 4 })),
    select(
      'separator',
      'Separator',
      choices([
        ['-', 'Hyphen (-)'],
        ['/', 'Slash (/)'],
      ]),
    ),
    active(),
  ],
  listColumns: ['name', 'prefix', 'productTypeId', 'startNumber', 'active'],
  searchKeys: ['name', 'prefix'],
  uniqueKeys: ['prefix'],
});

export const PART_CODE: ModuleSpec = master({
  key: 'partCode',
  label: 'Part Code',
  apiPath: 'chemical/partCodeConfig',
  aclName: 'chemical/partCodeConfig',
  fields: [required(code('Part Code')), name(), lookup('itemId', 'Item', 'item'), description(), active()],
  listColumns: ['code', 'name', 'itemId', 'active'],
  searchKeys: ['code', 'name'],
  uniqueKeys: ['code'],
});

export const SUPPORTING_MATERIAL: ModuleSpec = master({
  key: 'supportingMaterial',
  label: 'Supporting Material',
  apiPath: 'chemical/supportingMaterial',
  aclName: 'chemical/supportingMaterial',
  fields: [
    name(),
    code(),
    required(lookup('uomId', 'Unit of Measure', 'uom')),
    amount('rate', 'Rate'),
    quantity('reorderLevel', 'Reorder Level', { min: 0 }),
    description(),
    active(),
  ],
  listColumns: ['name', 'code', 'uomId', 'rate', 'active'],
  searchKeys: ['name', 'code'],
});

export const UOM: ModuleSpec = master({
  key: 'uom',
  label: 'Unit of Measure',
  apiPath: 'uom',
  aclName: 'uom',
  fields: [
    name('Name', 50),
    select('uqc', 'GST Unit Code (UQC)', UQC_OPTIONS),
    // Issue 14: the decimals its quantities take (NOS 0, KGS 3); decision 0607 on the default.
    num('decimals', 'Decimals', {
      integer: true,
      min: 0,
      max: MAX_QUANTITY_DECIMALS,
      defaultValue: MAX_QUANTITY_DECIMALS,
    }),
    description(),
  ],
  listColumns: ['name', 'uqc', 'decimals', 'description'],
  duplicateCode: RESPONSE_CODES.UOM_EXISTS,
  notFoundCode: RESPONSE_CODES.UOM_NOT_FOUND,
});

export const SEGMENT: ModuleSpec = simple('segment', 'Segment', 'segment', 'segment');
