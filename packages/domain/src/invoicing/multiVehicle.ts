import { ewayBillEntry, type EwayBillInput } from './ewaybill.ts';
import { vehicleNumberOf, type VehicleLoad } from './vehicles.ts';

/**
 * The e-way bill system's reason codes for a change of vehicle: 1 break down, 2 transhipment, 3 others
 * (with a remark), 4 first time. A consignment split across vehicles is none of the first two, so it is
 * "others", its remark saying how many vehicles (decision 1805).
 */
const REASON_OTHERS = '3';

/** The group the portal gives the first multi-vehicle movement of an e-way bill. */
const FIRST_GROUP = 1;

/** A consignment split across vehicles, once its e-way bill exists. */
export interface MultiVehicleInput {
  /** The e-way bill's 12 digits, as the portal gave them. */
  ewayBillNumber: string;
  /** The consignment as its e-way bill carries it: its places, its goods, its transport. */
  consignment: EwayBillInput;
  /** Each vehicle and what it carries, in the goods' one unit. */
  vehicles: readonly VehicleLoad[];
  /** The portal's group number of this movement (1 for the e-way bill's first). */
  group?: number;
}

const thousandths = (quantity: number): number => Math.round(quantity * 1000);

/**
 * Issue 20: "Multi-vehicle movement: a consignment split across vehicles with the quantity per vehicle, as
 * the portal allows" (decision 1805). The e-way bill system's two requests, each under its action's name:
 * `MULTIVEHMOVINT`, the initiation from the e-way bill's place of dispatch to its place of delivery with the
 * goods' total quantity and unit, and `MULTIVEHADD`, each vehicle added to the group with the part it
 * carries and the consignment's transport document.
 */
export function multiVehicleFile(input: MultiVehicleInput) {
  const bill = ewayBillEntry(input.consignment);
  const ewbNo = Number(input.ewayBillNumber);
  const groupNo = String(input.group ?? FIRST_GROUP);
  const total = bill.itemList.reduce((sum, item) => sum + thousandths(item.quantity), 0);
  return {
    MULTIVEHMOVINT: {
      ewbNo,
      reasonCode: REASON_OTHERS,
      reasonRem: `Consignment split across ${input.vehicles.length} vehicles`,
      fromPlace: bill.fromPlace,
      fromState: bill.actualFromStateCode,
      toPlace: bill.toPlace,
      toState: bill.actualToStateCode,
      transMode: String(bill.transMode),
      totalQuantity: total / 1000,
      unitCode: bill.itemList[0]?.qtyUnit ?? '',
    },
    MULTIVEHADD: input.vehicles.map((load) => ({
      ewbNo,
      groupNo,
      vehicleNo: vehicleNumberOf(load.vehicleNumber),
      transDocNo: bill.transDocNo,
      transDocDate: bill.transDocDate,
      quantity: load.quantity,
    })),
  };
}

/** The multi-vehicle file of one consignment. */
export type MultiVehicleFile = ReturnType<typeof multiVehicleFile>;
