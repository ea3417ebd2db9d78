// Message templates (issue 21): placeholders checked against a document type and filled from a document.
export {
  ANY_DOCUMENT,
  ANY_PLACEHOLDERS,
  documentPlaceholders,
  knownPlaceholders,
  placeholderProblem,
  placeholdersIn,
  placeholderValues,
  renderTemplate,
  templateTextProblem,
  unknownPlaceholders,
  type PlaceholderFormat,
  type PlaceholderSource,
  type Placeholders,
} from './placeholders.ts';
