export { Breadcrumb, type BreadcrumbLink, type BreadcrumbProps } from './Breadcrumb.tsx';
