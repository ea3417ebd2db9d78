export { LeadMapping, type LeadMappingField, type LeadMappingProps } from './LeadMapping.tsx';
