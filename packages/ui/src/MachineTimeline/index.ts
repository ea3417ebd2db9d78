export {
  MachineTimeline,
  type MachineTimelineProps,
  type TimelineJob,
  type TimelineMachine,
  type TimelineStop,
} from './MachineTimeline.tsx';
