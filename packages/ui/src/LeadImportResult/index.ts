export { LeadImportResult, type LeadImportProblem, type LeadImportResultProps } from './LeadImportResult.tsx';
