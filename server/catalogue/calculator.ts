/**
 * Product/calculator (spec shell §3, §5, §7): a product, a size, a quantity and options in;
 * the ProductCalculator with real prices out. Pure: the caller loads the product (with its
 * rules from the database) and maps a refusal to an HTTP answer.
 *
 * Order: size (a listed size, or a custom one within the limits), quantity, options (known
 * keys, single choice), then incompatible options resolved (src/domain/optionCompatibility),
 * then the price of the resolved selection (src/domain/pricing) and the notice.
 */
import { checkCustomSize, isValidSizeValue } from '../../src/domain/customSize';
import { findListedSize } from '../../src/domain/listedSize';
import type { NoticePhrases } from '../../src/domain/noticePhrases';
import { ENGLISH_NOTICE_PHRASES } from '../../src/domain/noticePhrases';
import { CompatibilityRules, resolveCompatibility } from '../../src/domain/optionCompatibility';
import { resolveOptionSelection } from '../../src/domain/optionSelection';
import type { PriceLabelPhrases } from '../../src/domain/priceLabels';
import { ENGLISH_PRICE_LABELS } from '../../src/domain/priceLabels';
import { priceFor } from '../../src/domain/pricing';
import { pieceSize } from '../../src/domain/priceRules';
import type { CalculatorRequest, ProductCalculator } from '../../src/domain/product';
import { ProductImageType } from '../../src/domain/product';
import { checkQuantity } from '../../src/domain/quantity';
import { inchesToUnit, MeasurementUnit } from '../../src/domain/units';
import { pricedAccessories, selectedOptions } from './pricedAccessories';
import { sizeWarning } from './sizeNotices';
import type { CatalogueProduct, CatalogueSize } from './types';

/** Why a request was refused: HTTP status, error key, and the request field at fault. */
export interface CalculatorRefusal {
  status: 400 | 404;
  key: string;
  field: string;
}

/** The calculator answer, or why the request was refused. */
export type CalculatorOutcome =
  { ok: true; calculator: ProductCalculator } | { ok: false; refusal: CalculatorRefusal };

const refuse = (key: string, field: string, status: 400 | 404 = 400): CalculatorOutcome => ({
  ok: false,
  refusal: { status, key, field },
});

function defaultSize(product: CatalogueProduct): CatalogueSize | undefined {
  return product.sizes.find((s) => s.isDefault) ?? product.sizes[0];
}

/** The quantities a dropdown offers: the product's list, capped at the maximum. */
function offeredQuantities(product: CatalogueProduct, maxQuantity: number): number[] {
  return (product.quantities ?? []).filter((q) => q <= maxQuantity);
}

/**
 * Computes the calculator answer for one request; `maxQuantity` comes from MAX_QUANTITY, the
 * notices' sentences from `phrases` and the price lines' words from `labels` (the visitor's
 * language, server/catalogue/localise.ts).
 */
export function calculate(
  product: CatalogueProduct,
  request: CalculatorRequest,
  maxQuantity: number,
  phrases: NoticePhrases = ENGLISH_NOTICE_PHRASES,
  labels: PriceLabelPhrases = ENGLISH_PRICE_LABELS,
): CalculatorOutcome {
  // Size (inches): the default size, a listed size (either way round when allowed) or a custom size.
  const fallback = defaultSize(product);
  if (!fallback) throw new Error(`Product ${product.id} has no sizes`);
  if ((request.width === undefined) !== (request.height === undefined)) {
    return refuse('requiredField', request.width === undefined ? 'width' : 'height');
  }
  const width = request.width ?? fallback.width;
  const height = request.height ?? fallback.height;
  // Positive, at most 3 decimals and 100000 before anything: 72.0001 is not the listed 72.
  if (!isValidSizeValue(width) || !isValidSizeValue(height)) {
    return refuse('sizeOutOfRange', isValidSizeValue(width) ? 'height' : 'width');
  }
  const listed = findListedSize(product.sizes, width, height);
  if (!listed) {
    if (!product.isCustomSized) return refuse('sizeNotAvailable', 'width');
    if (!checkCustomSize(width, height, product.sizeLimits.sizeInInches).ok)
      return refuse('sizeOutOfRange', 'width');
  }

  // Quantity: a listed quantity when the product has a list, else min/step/max.
  const offered = offeredQuantities(product, maxQuantity);
  const quantity = request.quantity ?? offered[0] ?? product.minQuantity;
  const quantityOk =
    offered.length > 0
      ? offered.includes(quantity)
      : checkQuantity(quantity, {
          min: product.minQuantity,
          step: product.quantityStep,
          max: maxQuantity,
        }).ok;
  if (!quantityOk || quantity > maxQuantity) return refuse('quantityInvalid', 'quantity');

  // Options: known keys and single choices, then incompatible pairs resolved.
  const selection = resolveOptionSelection(product.accessories, request.selectedOptionKeys);
  if (!selection.ok) return refuse(selection.error, 'selectedOptionKeys');
  const changed = request.changedAccessory;
  if (
    changed !== undefined &&
    changed !== null &&
    !product.accessories.some((a) => a.key === changed)
  ) {
    return refuse('optionNotFound', 'changedAccessory');
  }
  const rules = new CompatibilityRules(product.incompatible);
  const resolved = resolveCompatibility(
    product.accessories,
    rules,
    selection.selected,
    changed,
    phrases,
  );
  const selected = resolved.selected;

  const size = pieceSize(width, height);
  const priced = selectedOptions(product.accessories, selected);
  const pricing = priceFor({
    selected: priced,
    size,
    quantity,
    tiers: product.tiers,
    maxQuantity,
    labels,
  });
  const notice =
    resolved.notice.type !== 'none'
      ? resolved.notice
      : (sizeWarning(priced, size, phrases) ?? { type: 'none' });

  return {
    ok: true,
    calculator: {
      id: product.id,
      key: product.key,
      name: product.name,
      filter: {
        width,
        height,
        measurementUnit: request.measurementUnit ?? product.measurementUnit,
        quantity,
        selectedOptionKeys: selected,
      },
      sizes: product.sizes.map((s) => ({
        id: s.id,
        width: s.width,
        height: s.height,
        widthInFeet: inchesToUnit(s.width, MeasurementUnit.Feet),
        heightInFeet: inchesToUnit(s.height, MeasurementUnit.Feet),
        isSelected: listed?.size.id === s.id,
        isDefault: s.isDefault,
        hasOrientation: s.hasOrientation,
      })),
      sizeLimits: product.sizeLimits,
      isCustomSized: product.isCustomSized,
      hasShapeImage: product.images.some((i) => i.productImageType === ProductImageType.Shape),
      hasSafeAreaImage: product.images.some(
        (i) => i.productImageType === ProductImageType.SafeZoneContour,
      ),
      minQuantity: product.minQuantity,
      quantityStep: product.quantityStep,
      quantities: offered.map((q) => ({ quantity: q })),
      pricing,
      accessories: pricedAccessories(product.accessories, selected, size, rules),
      images: product.images,
      notice,
      legacyUrl: product.legacyUrl,
      exportDpi: product.exportDpi,
      textOutput: product.textOutput,
      minCapHeightInches: product.minCapHeightInches,
      productMeasurementUnit: product.measurementUnit,
    },
  };
}
