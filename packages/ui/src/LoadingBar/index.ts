export { LoadingBar, useLoadingBarVisible, type LoaderTimings, type LoadingBarProps } from './LoadingBar.tsx';
