export { ICON_NAMES, Icon, iconForMenu, type IconName, type IconProps } from './Icon.tsx';
