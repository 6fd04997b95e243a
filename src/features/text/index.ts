export { FontCatalogue } from './FontCatalogue';
export { TextToolbar } from './TextToolbar';
