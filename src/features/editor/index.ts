export { CanvasView } from './CanvasView';
