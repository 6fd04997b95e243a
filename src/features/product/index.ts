export * from './productSlice';
export * from './productApi';
export { useCalculator } from './useCalculator';
export { ProductsPanel } from './ProductsPanel';
export { SizePanel } from './SizePanel';
export { QuantitySelector } from './QuantitySelector';
