export { RevisionsPanel, type RevisionRow, type RevisionsPanelProps } from './RevisionsPanel.tsx';
