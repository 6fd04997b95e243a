export { LayersList } from './LayersList';
