/**
 * Seed definitions -> table rows. Ids derive from the product id so they are stable across
 * re-seeding: size and accessory ids are `productId * 100 + n`, option ids
 * `accessoryId * 100 + n`, image ids `productId * 1000 + n`, price rule ids `optionId * 10 + n`,
 * quantity tier ids `productId * 100 + n`, incompatibility ids `productId * 1000 + n` (n from 1).
 */
import type { Insertable } from 'kysely';
import { sizeLimitsFromInches } from '../../../src/domain/customSize';
import { ProductImageType } from '../../../src/domain/product';
import type {
  AccessoriesTable,
  AccessoryOptionsTable,
  OptionIncompatibilitiesTable,
  PriceRulesTable,
  ProductImagesTable,
  ProductSizesTable,
  ProductsTable,
  QuantityTiersTable,
} from '../schema';
import { surfacePath } from './images/surfaceSvg';
import type { SeedOption, SeedProduct } from './types';

/** The rows one product definition becomes. */
export interface CatalogueRows {
  product: Insertable<ProductsTable>;
  sizes: Insertable<ProductSizesTable>[];
  accessories: Insertable<AccessoriesTable>[];
  options: Insertable<AccessoryOptionsTable>[];
  images: Insertable<ProductImagesTable>[];
  priceRules: Insertable<PriceRulesTable>[];
  tiers: Insertable<QuantityTiersTable>[];
  incompatibilities: Insertable<OptionIncompatibilitiesTable>[];
}

const flag = (b: boolean | undefined): number => (b ? 1 : 0);

/** CDN paths of a product's pictures. */
export const productImagePaths = {
  main: (productId: number) => `/images/products/${productId}/main.svg`,
  detail: (productId: number) => `/images/products/${productId}/detail.svg`,
  shape: (productId: number, sizeId: number) => `/images/products/shape/${productId}/${sizeId}.svg`,
  safeArea: (productId: number, sizeId: number) =>
    `/images/products/safearea/${productId}/${sizeId}.svg`,
};

/** CDN path of an option's picture: the material texture, or a diagram of its configuration. */
export function optionImagePath(
  product: SeedProduct,
  accessoryKey: string,
  option: SeedOption,
): string {
  return option.surface
    ? surfacePath(option.surface)
    : `/images/accessoryoptions/${product.key}/${accessoryKey}/${option.key}.svg`;
}

/** The id of a product's size at `index` in its definition. */
export function sizeIdOf(product: SeedProduct, index: number): number {
  return product.id * 100 + index + 1;
}

/** All rows of one product. */
export function catalogueRows(p: SeedProduct, sortOrder: number): CatalogueRows {
  const product: Insertable<ProductsTable> = {
    id: p.id,
    key: p.key,
    name: p.name,
    description: p.description,
    search_keywords: p.keywords,
    is_custom_sized: flag(p.isCustomSized),
    is_designable: flag(p.isDesignable),
    is_featured: flag(p.isFeatured),
    measurement_unit: p.measurementUnit,
    min_quantity: p.minQuantity,
    quantity_step: p.quantityStep,
    quantities: p.quantities ? JSON.stringify(p.quantities) : null,
    size_limits: JSON.stringify(sizeLimitsFromInches(p.sizeLimitsInches)),
    export_dpi: p.exportDpi,
    text_output: p.textOutput ?? 'text',
    min_cap_height_inches: p.minCapHeightInches,
    label_background: p.label?.background ?? null,
    label_content: p.label?.content ?? null,
    legacy_url: null,
    sort_order: sortOrder,
  };
  const sizes = p.sizes.map((s, i) => ({
    id: sizeIdOf(p, i),
    product_id: p.id,
    width: s.width,
    height: s.height,
    is_default: flag(s.isDefault),
    has_orientation: flag(s.hasOrientation),
    sort_order: i,
  }));
  const accessories: Insertable<AccessoriesTable>[] = [];
  const options: Insertable<AccessoryOptionsTable>[] = [];
  const priceRules: Insertable<PriceRulesTable>[] = [];
  /** "accessoryKey/optionKey" -> option id, for the incompatibilities. */
  const optionIds = new Map<string, number>();
  p.accessories.forEach((a, i) => {
    const accessoryId = p.id * 100 + i + 1;
    accessories.push({
      id: accessoryId,
      product_id: p.id,
      key: a.key,
      name: a.name,
      is_required: flag(a.isRequired),
      is_multiple: flag(a.isMultiple),
      is_material: flag(a.isMaterial),
      sort_order: i,
    });
    a.options.forEach((o, j) => {
      const optionId = accessoryId * 100 + j + 1;
      optionIds.set(`${a.key}/${o.key}`, optionId);
      o.price.forEach((rule, k) => {
        priceRules.push({
          id: optionId * 10 + k + 1,
          option_id: optionId,
          kind: rule.kind,
          cents: rule.cents ?? 0,
          minimum_cents: rule.minimumCents ?? 0,
          basis_points: rule.basisPoints ?? 0,
          sort_order: k,
        });
      });
      options.push({
        id: optionId,
        accessory_id: accessoryId,
        key: o.key,
        name: o.name,
        description: o.description,
        image_path: optionImagePath(p, a.key, o),
        configuration: JSON.stringify(o.configuration),
        is_default: flag(o.isDefault),
        background_image_path: o.surface ? surfacePath(o.surface) : null,
        is_roll_pack: flag(o.isRollPack),
        sort_order: j,
      });
    });
  });
  const tiers = p.tiers.map((t, i) => ({
    id: p.id * 100 + i + 1,
    product_id: p.id,
    min_quantity: t.count,
    basis_points: Math.round(t.percent * 100),
  }));
  const optionId = ([accessoryKey, optionKey]: [string, string]): number => {
    const id = optionIds.get(`${accessoryKey}/${optionKey}`);
    if (id === undefined) throw new Error(`${p.key}: no option ${accessoryKey}/${optionKey}`);
    return id;
  };
  const incompatibilities = (p.incompatible ?? []).map((pair, i) => ({
    id: p.id * 1000 + i + 1,
    product_id: p.id,
    option_id: optionId(pair.a),
    other_option_id: optionId(pair.b),
    reason: pair.reason,
  }));
  return {
    product,
    sizes,
    accessories,
    options,
    images: imageRows(p, sizes),
    priceRules,
    tiers,
    incompatibilities,
  };
}

function imageRows(
  p: SeedProduct,
  sizes: { id: number; width: number; height: number }[],
): Insertable<ProductImagesTable>[] {
  const rows: Insertable<ProductImagesTable>[] = [
    {
      id: p.id * 1000 + 1,
      product_id: p.id,
      type: ProductImageType.Main,
      size_id: null,
      path: productImagePaths.main(p.id),
      alt: p.name,
      sort_order: 0,
    },
    {
      id: p.id * 1000 + 2,
      product_id: p.id,
      type: ProductImageType.Slider,
      size_id: null,
      path: productImagePaths.detail(p.id),
      alt: `${p.name} detail`,
      sort_order: 1,
    },
  ];
  sizes.forEach((s, i) => {
    const label = `${s.width} x ${s.height} in`;
    if (p.hasShapeImages) {
      rows.push({
        id: p.id * 1000 + 100 + i,
        product_id: p.id,
        type: ProductImageType.Shape,
        size_id: s.id,
        path: productImagePaths.shape(p.id, s.id),
        alt: `${p.name} shape, ${label}`,
        sort_order: 100 + i,
      });
    }
    if (p.safeAreaInsetInches !== undefined) {
      rows.push({
        id: p.id * 1000 + 200 + i,
        product_id: p.id,
        type: ProductImageType.SafeZoneContour,
        size_id: s.id,
        path: productImagePaths.safeArea(p.id, s.id),
        alt: `${p.name} safe zone, ${label}`,
        sort_order: 200 + i,
      });
    }
  });
  return rows;
}
