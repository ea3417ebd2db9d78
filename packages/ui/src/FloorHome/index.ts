export { FloorHome, type FloorHomeAction, type FloorHomeProps } from './FloorHome.tsx';
