export { FloorMachine, type FloorBreakdown, type FloorMachineProps } from './FloorMachine.tsx';
