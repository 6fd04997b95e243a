export * from './productSlice';
export * from './productApi';
export { useCalculator } from './useCalculator';
export { ProductsPanel } from './ProductsPanel';
export { SizePanel } from './SizePanel';
export { OptionsPanel } from './OptionsPanel';
export { QuantitySelector } from './QuantitySelector';
export { PriceDetails } from './PriceDetails';
