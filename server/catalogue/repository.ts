/** Reading products from the database into {@link CatalogueProduct}s and list items. */
import type { Selectable } from 'kysely';
import type { ProductImageType, ProductListItem, SizeLimits } from '../../src/domain/product';
import { ProductImageType as ImageType, isTextOutput } from '../../src/domain/product';
import { parseOptionConfiguration } from '../../src/domain/productOptions';
import { isMeasurementUnit, MeasurementUnit } from '../../src/domain/units';
import type { Db } from '../db/database';
import type { ProductsTable } from '../db/schema';
import { loadProductRules, pairsByKey } from './rulesRepository';
import type { CatalogueProduct } from './types';

/** Parses a JSON column the seed wrote; a corrupt value is a server fault (500). */
function json<T>(text: string, column: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new Error(`Corrupt JSON in ${column}`, { cause });
  }
}

/** One product with its sizes, accessories, options and images; null when the id is unknown. */
export async function loadProduct(db: Db, productId: number): Promise<CatalogueProduct | null> {
  const p = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!p) return null;
  const [sizes, accessories, options, images, rules] = await Promise.all([
    db
      .selectFrom('product_sizes')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('accessories')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('accessory_options')
      .innerJoin('accessories', 'accessories.id', 'accessory_options.accessory_id')
      .selectAll('accessory_options')
      .where('accessories.product_id', '=', productId)
      .orderBy('accessory_options.sort_order')
      .orderBy('accessory_options.id')
      .execute(),
    db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    loadProductRules(db, productId),
  ]);
  const accessoryKeys = new Map(accessories.map((a) => [a.id, a.key]));
  const optionRefs = new Map(
    options.map((o) => [
      o.id,
      { accessoryKey: accessoryKeys.get(o.accessory_id) ?? '', optionKey: o.key },
    ]),
  );
  return {
    id: p.id,
    key: p.key,
    name: p.name,
    description: p.description,
    isCustomSized: p.is_custom_sized === 1,
    isDesignable: p.is_designable === 1,
    measurementUnit: isMeasurementUnit(p.measurement_unit)
      ? p.measurement_unit
      : MeasurementUnit.Inch,
    minQuantity: p.min_quantity,
    quantityStep: p.quantity_step,
    quantities: p.quantities === null ? null : json<number[]>(p.quantities, 'products.quantities'),
    sizeLimits: json<SizeLimits>(p.size_limits, 'products.size_limits'),
    tiers: rules.tiers,
    incompatible: pairsByKey(rules, optionRefs),
    exportDpi: p.export_dpi,
    textOutput: isTextOutput(p.text_output) ? p.text_output : 'text',
    minCapHeightInches: p.min_cap_height_inches,
    label: labelOf(p),
    legacyUrl: p.legacy_url,
    sizes: sizes.map((s) => ({
      id: s.id,
      width: s.width,
      height: s.height,
      isDefault: s.is_default === 1,
      hasOrientation: s.has_orientation === 1,
    })),
    accessories: accessories.map((a) => ({
      id: a.id,
      key: a.key,
      name: a.name,
      isRequired: a.is_required === 1,
      isMultiple: a.is_multiple === 1,
      isMaterial: a.is_material === 1,
      options: options
        .filter((o) => o.accessory_id === a.id)
        .map((o) => ({
          id: o.id,
          key: o.key,
          name: o.name,
          description: o.description,
          imagePath: o.image_path,
          rules: rules.rulesByOption.get(o.id) ?? [],
          configuration: parseOptionConfiguration(o.configuration),
          isDefault: o.is_default === 1,
          backgroundImagePath: o.background_image_path,
          isRollPack: o.is_roll_pack === 1,
        })),
    })),
    images: images.map((i) => ({
      productImageType: i.type as ProductImageType,
      size: i.size_id === null ? null : { sizeId: i.size_id },
      blob: { path: i.path, alt: i.alt },
    })),
  };
}

function labelOf(
  p: Pick<Selectable<ProductsTable>, 'label_background' | 'label_content'>,
): ProductListItem['label'] {
  return p.label_content === null
    ? null
    : { background: p.label_background ?? '#1f6feb', content: p.label_content };
}

/** A product row for listing and search. */
export interface ListedProduct {
  item: ProductListItem;
  description: string;
  keywords: string;
  isFeatured: boolean;
  sortOrder: number;
}

/** Every product as a list item (main picture first, then sliders). */
export async function listProducts(db: Db): Promise<ListedProduct[]> {
  const [products, images] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'type', 'path', 'alt'])
      .where('type', 'in', [ImageType.Main, ImageType.Slider])
      .orderBy('type')
      .orderBy('sort_order')
      .execute(),
  ]);
  return products.map((p) => ({
    item: {
      productId: p.id,
      key: p.key,
      name: p.name,
      label: labelOf(p),
      images: images
        .filter((i) => i.product_id === p.id)
        .map((i) => ({ path: i.path, alt: i.alt })),
    },
    description: p.description,
    keywords: p.search_keywords,
    isFeatured: p.is_featured === 1,
    sortOrder: p.sort_order,
  }));
}
