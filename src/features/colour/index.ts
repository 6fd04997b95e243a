export { ColourPicker } from './ColourPicker';
