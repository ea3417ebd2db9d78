// The earlier revisions of a document on its form (decisions 0860, 1624).
export {
  revisionClosed,
  revisionOpened,
  revisionsRequested,
  selectRevisions,
  type RevisionsState,
  type RevisionsSubject,
} from './revisionsSlice.ts';
