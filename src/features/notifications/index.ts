export {
  notify,
  dismiss,
  notificationsReducer,
  selectCurrentNotification,
} from './notificationsSlice';
export { Toaster } from './Toaster';
