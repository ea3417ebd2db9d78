export {
  GstReturns,
  type GstReturnsAmendment,
  type GstReturnsFile,
  type GstReturnsIssued,
  type GstReturnsProps,
  type GstReturnsRow,
} from './GstReturns.tsx';
