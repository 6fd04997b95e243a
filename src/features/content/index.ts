export { ElementCatalogue } from './ElementCatalogue';
export { contentApi, useUpdateRatingMutation } from './contentApi';
