export { PageHeader, type HeaderAction, type PageHeaderProps } from './PageHeader.tsx';
