// The floor's actions (issue 58 item 5): their catalogue, rights, addresses, bodies and answer.
export {
  FLOOR_ACTION_KEYS,
  FLOOR_ACTIONS,
  floorActionApplies,
  floorActionPath,
  floorActionsFor,
  floorWriteOf,
  isFloorActionKey,
  landingRoute,
  mayDoFloorAction,
  mayWrite,
  withFloorForWorkers,
  type FloorActionDef,
  type FloorActionKey,
  type FloorAnswer,
  type FloorStart,
  type FloorWrite,
  type LotLying,
} from './actions.ts';
export {
  FLOOR_ACTION_FIELDS,
  FLOOR_LOT_FIELDS,
  MAX_SCANNED,
  PACKED_LOT_FIELDS,
  floorActionSchemas,
  type FloorActionBody,
  type FloorBodies,
  type FloorLot,
} from './bodies.ts';
export type { MachineRoll } from './machineRolls.ts';
