export { Sidebar, useSidebarLayout, type SidebarEntry, type SidebarProps } from './Sidebar.tsx';
export { PHONE_MEDIA, PHONE_WIDTH } from '../internal/phone.ts';
