export {
  FloorMachine,
  type FloorBreakdown,
  type FloorMachineProps,
  type FloorMaintenance,
} from './FloorMachine.tsx';
