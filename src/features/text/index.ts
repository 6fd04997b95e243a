export { TextToolbar } from './TextToolbar';
