export { Sidebar, useSidebarLayout, type SidebarProps } from './Sidebar.tsx';
export type { SidebarEntry } from './menu.ts';
export { PHONE_MEDIA, PHONE_WIDTH } from '../internal/phone.ts';
