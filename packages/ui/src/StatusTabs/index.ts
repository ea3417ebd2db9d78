export { StatusTabs, type StatusTab, type StatusTabId, type StatusTabsProps } from './StatusTabs.tsx';
