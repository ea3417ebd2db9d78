export {
  FloorMachine,
  type FloorBreakdown,
  type FloorMachineProps,
  type FloorMaintenance,
} from './FloorMachine.tsx';
export { MachineRolls, type FloorRoll, type MachineRollsProps } from './MachineRolls.tsx';
