export { PreparedFiles, type PreparedFile, type PreparedFilesProps } from './PreparedFiles.tsx';
