export {
  MachineTimeline,
  type MachineTimelineProps,
  type TimelineJob,
  type TimelineMachine,
} from './MachineTimeline.tsx';
