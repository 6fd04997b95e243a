export { ElementCatalogue } from './ElementCatalogue';
export { contentApi, useUpdateRatingMutation } from './contentApi';
export { BackgroundPanel } from './BackgroundPanel';
export { ElementsPanel } from './ElementsPanel';
export { TemplatesPanel } from './TemplatesPanel';
export { StockImagesPanel } from './StockImagesPanel';
export { TemplatePreload } from './TemplatePreload';
