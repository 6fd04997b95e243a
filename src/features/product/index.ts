export * from './productSlice';
export * from './productApi';
export {
  noticeEvent,
  productNoticeReducer,
  selectAppliedRequest,
  selectedKeysOf,
} from './noticeSlice';
export { addProductNoticeListeners } from './noticeListener';
export { useAppliedCalculator, useCalculator } from './useCalculator';
export { BackSideGuardProvider } from './BackSideGuard';
export { ProductNotices } from './ProductNotices';
export { ProductsPanel } from './ProductsPanel';
export { SizePanel } from './SizePanel';
export { OptionsPanel } from './OptionsPanel';
export { QuantitySelector } from './QuantitySelector';
export { PriceDetails } from './PriceDetails';
