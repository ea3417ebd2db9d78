import { formatUnitQuantity } from '../format/quantity.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/**
 * An Indian registration number as the e-way bill portal takes it, spaces and dashes removed: a state's
 * series (`GJ05AB1234`, `DL1CAB1234`, `MH12A1234`) or the Bharat series (`22BH1234AB`).
 */
const VEHICLE_NUMBER = /^(?:[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/;

/** A vehicle number as the portal writes it: upper case, no spaces or dashes. */
export const vehicleNumberOf = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

export const isVehicleNumber = (text: string): boolean => VEHICLE_NUMBER.test(vehicleNumberOf(text));

/** One vehicle of a consignment split across several, and the quantity it carries. */
export interface VehicleLoad {
  vehicleNumber: string;
  quantity: number;
}

/** What a multi-vehicle movement splits: a consignment's quantity in one unit. */
export interface MultiVehicleMovement {
  unit: string;
  totalQuantity: number;
  /** The unit's decimals, for the messages. */
  quantityDecimals?: number;
  vehicles: readonly VehicleLoad[];
}

/**
 * Issue 20: "Multi-vehicle movement: a consignment split across vehicles with the quantity per vehicle, as
 * the portal allows": every vehicle a valid number, once, with a quantity above zero; together they carry
 * the consignment's quantity exactly (compared in thousandths). The problems in the user's words.
 */
export function multiVehicleProblems(movement: MultiVehicleMovement): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let carried = 0;
  for (const { vehicleNumber, quantity } of movement.vehicles) {
    const number = vehicleNumberOf(vehicleNumber);
    if (!isVehicleNumber(number)) problems.push(say(PHRASES.vehicleNumber, { vehicle: vehicleNumber }));
    else if (seen.has(number)) problems.push(say(PHRASES.vehicleTwice, { vehicle: number }));
    seen.add(number);
    if (!(quantity > 0)) problems.push(say(PHRASES.vehicleEmpty, { vehicle: vehicleNumber }));
    carried += Math.round(quantity * 1000);
  }
  const total = Math.round(movement.totalQuantity * 1000);
  if (movement.vehicles.length < 2) problems.push(PHRASES.vehiclesTooFew);
  else if (carried !== total) {
    const quantity = (thousandths: number) =>
      formatUnitQuantity(thousandths / 1000, { name: movement.unit, decimals: movement.quantityDecimals });
    problems.push(say(PHRASES.vehiclesCarry, { carried: quantity(carried), total: quantity(total) }));
  }
  return problems;
}

/** The vehicles as typed one a line, its number then its quantity (`GJ01AB1234 6000`); blank lines skipped. */
export function vehicleLoadsOf(text: string): VehicleLoad[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const split = /^(.*?)[\s,;]+(-?[\d.,]+)$/.exec(line);
      return split
        ? { vehicleNumber: String(split[1]).trim(), quantity: Number(String(split[2]).replace(/,/g, '')) }
        : { vehicleNumber: line, quantity: 0 };
    });
}

/** The vehicles one a line, as `vehicleLoadsOf` reads them back. */
export const vehicleLoadsText = (loads: readonly VehicleLoad[]): string =>
  loads.map((load) => `${load.vehicleNumber} ${load.quantity}`).join('\n');
