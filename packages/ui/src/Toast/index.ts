export {
  TOASTER_ROOM,
  Toast,
  Toaster,
  useToaster,
  type ToastData,
  type ToastProps,
  type ToastVariant,
  type ToasterProps,
} from './Toast.tsx';
