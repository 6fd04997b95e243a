/**
 * The seeded templates (issue 16): complete designs, at least three per product family in both
 * orientations, one file per family. Every object carries its anchor (`data-anchor`), so a
 * template fits any size of its product (src/domain/editor/templateLayout).
 */
import type { TemplateDef } from '../items';
import { bannerTemplates } from './banners';
import { signTemplates } from './signs';
import { stickerTemplates } from './stickers';

/** Template categories and their subcategories, in panel order. */
export const TEMPLATE_CATEGORIES: readonly { name: string; subCategories: readonly string[] }[] = [
  { name: 'Business', subCategories: ['Grand Opening', 'Real Estate', 'Services', 'Labels'] },
  { name: 'Events', subCategories: ['Sales', 'Parties', 'Community'] },
  { name: 'Celebrations', subCategories: ['Birthday', 'Wedding', 'Graduation', 'Holidays'] },
];

/** The templates. */
export function templates(): TemplateDef[] {
  return [...bannerTemplates(), ...signTemplates(), ...stickerTemplates()];
}
