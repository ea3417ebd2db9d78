export * from './ReorderList.tsx';
