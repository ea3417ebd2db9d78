import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { EwayBillInput } from './ewaybill.ts';
import { BUYER, SELLER } from './fixtures.ts';
import { multiVehicleFile, type MultiVehicleInput } from './multiVehicle.ts';
import { MULTI_VEHICLE_SCHEMA, schemaProblems } from './schemas.ts';

const validate = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(MULTI_VEHICLE_SCHEMA);
const problems = (json: unknown) =>
  validate(json) ? [] : schemaProblems(validate.errors ?? []).map((problem) => problem.message);

/** 10,000 sacks from Ankleshwar (Gujarat) to Nagpur (Maharashtra) with their LR, and a freight line. */
const consignment: EwayBillInput = {
  document: 'invoice',
  movement: 'supply',
  number: 'INV/26-27/00001',
  date: '2026-11-24',
  seller: SELLER,
  buyer: BUYER,
  lines: [
    {
      description: 'PP Woven Sack 50 kg',
      hsn: '63053200',
      quantity: 6000.5,
      unit: 'NOS',
      rate: 7.35,
      gstRate: 5,
    },
    {
      description: 'PP Woven Sack 25 kg',
      hsn: '63053200',
      quantity: 3999.5,
      unit: 'NOS',
      rate: 5.1,
      gstRate: 5,
    },
    { description: 'Freight', hsn: '996511', quantity: 1, unit: 'OTH', rate: 1500, gstRate: 18 },
  ],
  transport: { mode: 'road', distanceKm: 812, documentNumber: 'LR-5521', documentDate: '2026-11-24' },
};

const split = (over: Partial<MultiVehicleInput> = {}): MultiVehicleInput => ({
  ewayBillNumber: '321009218808',
  consignment,
  vehicles: [
    { vehicleNumber: 'gj 05 ab 1234', quantity: 6000 },
    { vehicleNumber: 'MH-12-A-1234', quantity: 4000 },
  ],
  ...over,
});

describe('issue 20: "a consignment split across vehicles with the quantity per vehicle, as the portal allows"', () => {
  it('writes the initiation with the goods’ total and unit, and each vehicle added with its part', () => {
    const file = multiVehicleFile(split());
    expect(file).toEqual({
      MULTIVEHMOVINT: {
        ewbNo: 321009218808,
        reasonCode: '3',
        reasonRem: 'Consignment split across 2 vehicles',
        fromPlace: 'Ankleshwar',
        fromState: 24,
        toPlace: 'Nagpur',
        toState: 27,
        transMode: '1',
        totalQuantity: 10_000,
        unitCode: 'NOS',
      },
      MULTIVEHADD: [
        {
          ewbNo: 321009218808,
          groupNo: '1',
          vehicleNo: 'GJ05AB1234',
          transDocNo: 'LR-5521',
          transDocDate: '24/11/2026',
          quantity: 6000,
        },
        {
          ewbNo: 321009218808,
          groupNo: '1',
          vehicleNo: 'MH12A1234',
          transDocNo: 'LR-5521',
          transDocDate: '24/11/2026',
          quantity: 4000,
        },
      ],
    });
    expect(problems(file)).toEqual([]);
  });

  it('moves from the place of dispatch to the place of delivery, in a later group when asked', () => {
    const file = multiVehicleFile(
      split({
        group: 2,
        consignment: {
          ...consignment,
          dispatchFrom: { ...SELLER, location: 'Panoli' },
          shipTo: { ...BUYER, location: 'Raipur', pincode: '492001', stateCode: '22' },
          transport: { mode: 'road', distanceKm: 0 },
        },
      }),
    );
    expect(file.MULTIVEHMOVINT).toMatchObject({ fromPlace: 'Panoli', toPlace: 'Raipur', toState: 22 });
    expect(
      file.MULTIVEHADD.map((vehicle) => [vehicle.groupNo, vehicle.transDocNo, vehicle.transDocDate]),
    ).toEqual([
      ['2', '', ''],
      ['2', '', ''],
    ]);
    expect(problems(file)).toEqual([]);
  });

  it.each<[string, Partial<MultiVehicleInput>, string[]]>([
    [
      'an e-way bill number that is not 12 digits',
      { ewayBillNumber: '3210092188' },
      [
        'Multi-vehicle movement e-way bill number must be at least 100000000000',
        'Vehicle 1 e-way bill number must be at least 100000000000',
        'Vehicle 2 e-way bill number must be at least 100000000000',
      ],
    ],
    [
      'one vehicle',
      { vehicles: [{ vehicleNumber: 'GJ05AB1234', quantity: 10_000 }] },
      ['Vehicle has fewer than 2 entries'],
    ],
    [
      'a vehicle carrying nothing',
      {
        vehicles: [
          { vehicleNumber: 'GJ05AB1234', quantity: 10_000 },
          { vehicleNumber: 'GJ05AB9876', quantity: 0 },
        ],
      },
      ['Vehicle 2 quantity must be more than 0'],
    ],
    [
      'a vehicle number the portal cannot read',
      {
        vehicles: [
          { vehicleNumber: 'GJ05AB1234', quantity: 6000 },
          { vehicleNumber: 'GJ05AB1234 (hired)', quantity: 4000 },
        ],
      },
      [
        'Vehicle 2 vehicle number is longer than 15 characters',
        'Vehicle 2 vehicle number is not in the form the portal takes',
      ],
    ],
    [
      'a dispatch place left blank',
      { consignment: { ...consignment, seller: { ...SELLER, location: '' } } },
      ['Multi-vehicle movement dispatch place is missing'],
    ],
    [
      'no goods, only a service',
      { consignment: { ...consignment, lines: consignment.lines.slice(2) } },
      ['Multi-vehicle movement total quantity must be more than 0', 'Multi-vehicle movement unit is missing'],
    ],
  ])('the schema refuses %s, naming the field', (_what, over, expected) => {
    expect(problems(multiVehicleFile(split(over)))).toEqual(expected);
  });

  it('takes no property of its own beside the two requests', () => {
    expect(problems({ ...multiVehicleFile(split()), vehicles: [] })).toEqual([
      'The file must NOT have additional properties',
    ]);
  });
});
