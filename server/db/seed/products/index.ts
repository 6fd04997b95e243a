/** The seeded catalogue, in display order. */
import type { SeedProduct } from '../types';
import { wireHStakes } from './accessoryProduct';
import { meshBanner, vinylBanner } from './banners';
import { aluminumSign, foamBoard, yardSign } from './signs';
import { dieCutSticker, vinylLettering } from './stickers';

/** Every seeded product. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  vinylBanner,
  meshBanner,
  yardSign,
  aluminumSign,
  foamBoard,
  dieCutSticker,
  vinylLettering,
  wireHStakes,
];
