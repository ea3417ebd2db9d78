export { Sidebar, useSidebarLayout, type SidebarEntry, type SidebarProps } from './Sidebar.tsx';
