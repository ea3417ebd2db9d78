import { describe, expect, it } from 'vitest';
import {
  isVehicleNumber,
  multiVehicleProblems,
  vehicleLoadsOf,
  vehicleLoadsText,
  vehicleNumberOf,
} from './vehicles.ts';

describe('a vehicle registration number as the e-way bill portal takes it', () => {
  it.each([
    ['GJ05AB1234', true],
    ['gj 05 ab 1234', true],
    ['GJ-05-AB-1234', true],
    ['DL1CAB1234', true],
    ['MH12A1234', true],
    ['KA011234', true],
    ['22BH1234AB', true],
    ['22BH1234A', true],
    ['G05AB1234', false],
    ['GJ05AB123', false],
    ['GJ05ABCD1234', false],
    ['22BH12AB', false],
    ['', false],
  ])('%j: %s', (text, valid) => {
    expect(isVehicleNumber(text)).toBe(valid);
  });

  it('is written in upper case without spaces or dashes', () => {
    expect(vehicleNumberOf(' gj-05 ab 1234 ')).toBe('GJ05AB1234');
  });
});

describe('issue 20: "a consignment split across vehicles with the quantity per vehicle, as the portal allows"', () => {
  const truck = (vehicleNumber: string, quantity: number) => ({ vehicleNumber, quantity });
  it.each([
    ['two trucks carrying it all', [truck('GJ05AB1234', 6000), truck('GJ05AB9876', 4000)], []],
    [
      'three, to the gram',
      [truck('GJ05AB1234', 3333.333), truck('GJ05AB9876', 3333.333), truck('MH12A1234', 3333.334)],
      [],
    ],
    [
      'one truck is no split',
      [truck('GJ05AB1234', 10_000)],
      ['A multi-vehicle movement needs at least two vehicles.'],
    ],
    [
      'short of the consignment',
      [truck('GJ05AB1234', 6000), truck('GJ05AB9876', 3999.999)],
      ['The vehicles carry 9,999.999 KGS, but the consignment is 10,000.000 KGS.'],
    ],
    [
      'a truck twice, however written',
      [truck('GJ05AB1234', 5000), truck('gj 05 ab 1234', 5000)],
      ['GJ05AB1234 is entered twice.'],
    ],
    [
      'a bad number and an empty truck',
      [truck('GJ05', 10_000), truck('GJ05AB9876', 0)],
      [
        'GJ05 is not a vehicle registration number (for example GJ05AB1234).',
        'GJ05AB9876 must carry a quantity greater than zero.',
      ],
    ],
  ])('%s', (_case, vehicles, problems) => {
    expect(
      multiVehicleProblems({ unit: 'KGS', totalQuantity: 10_000, quantityDecimals: 3, vehicles }),
    ).toEqual(problems);
  });
});

describe('vehicles typed one a line', () => {
  it.each([
    [
      'GJ01AB1234 6000\n\n gj-05-cd-5678, 4,000 ',
      [
        { vehicleNumber: 'GJ01AB1234', quantity: 6000 },
        { vehicleNumber: 'gj-05-cd-5678', quantity: 4000 },
      ],
    ],
    ['MH12A1234', [{ vehicleNumber: 'MH12A1234', quantity: 0 }]],
    ['', []],
  ])('reads %j', (text, loads) => {
    expect(vehicleLoadsOf(text)).toEqual(loads);
  });

  it('writes them back as they are read', () => {
    const loads = [{ vehicleNumber: 'GJ01AB1234', quantity: 6000.5 }];
    expect(vehicleLoadsOf(vehicleLoadsText(loads))).toEqual(loads);
  });
});
