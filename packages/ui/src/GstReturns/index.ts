export {
  GstReturns,
  type GstReturnsFile,
  type GstReturnsIssued,
  type GstReturnsProps,
  type GstReturnsRow,
} from './GstReturns.tsx';
