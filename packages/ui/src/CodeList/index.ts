export { CodeList, type CodeListEntry, type CodeListProps } from './CodeList.tsx';
