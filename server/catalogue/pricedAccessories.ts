/**
 * The accessories of a calculator answer (spec shell §3 "Accessory option"): each option with
 * what it charges a piece (`price`), what choosing it would change for a piece
 * (`priceDifferenceWithSelected`, against the whole piece price, so a material's change of the
 * percent surcharges counts too) and whether it can be ordered with the answer's selection.
 */
import { centsToUsd, subtractCents, ZERO_CENTS } from '../../src/domain/cents';
import type { CompatibilityRules } from '../../src/domain/optionCompatibility';
import type { OptionSelection } from '../../src/domain/optionSelection';
import type { PricedOption } from '../../src/domain/pricing';
import { optionPiecePrice, piecePrice } from '../../src/domain/pricing';
import type { PieceSize } from '../../src/domain/priceRules';
import type { Accessory } from '../../src/domain/product';
import type { CatalogueAccessory, CatalogueOption } from './types';

/** An option as the price rules see it. */
export function pricedOption(accessory: CatalogueAccessory, option: CatalogueOption): PricedOption {
  return {
    accessoryKey: accessory.key,
    optionKey: option.key,
    optionName: option.name,
    configuration: option.configuration,
    rules: option.rules,
  };
}

/** The selected options in the product's accessory order. */
export function selectedOptions(
  accessories: readonly CatalogueAccessory[],
  selection: OptionSelection,
): PricedOption[] {
  return accessories.flatMap((a) => {
    const chosen = selection[a.key] ?? [];
    return a.options.filter((o) => chosen.includes(o.key)).map((o) => pricedOption(a, o));
  });
}

/** The answer's accessories for a resolved selection on a piece of `size`. */
export function pricedAccessories(
  accessories: readonly CatalogueAccessory[],
  selection: OptionSelection,
  size: PieceSize,
  rules: CompatibilityRules,
): Accessory[] {
  const current = piecePrice(selectedOptions(accessories, selection), size);
  const baseCents = current.base?.charge.perPiece ?? ZERO_CENTS;
  const eachWith = (accessoryKey: string, keys: string[]) =>
    piecePrice(selectedOptions(accessories, { ...selection, [accessoryKey]: keys }), size).each;

  return accessories.map((a) => {
    const chosen = selection[a.key] ?? [];
    return {
      id: a.id,
      key: a.key,
      name: a.name,
      isRequired: a.isRequired,
      isMultiple: a.isMultiple,
      isMaterial: a.isMaterial,
      options: a.options.map((o) => {
        const isSelected = chosen.includes(o.key);
        // Single choice: this option instead of the selected one; multiple: ticking it too.
        const alternative = a.isMultiple ? (isSelected ? chosen : [...chosen, o.key]) : [o.key];
        return {
          id: o.id,
          key: o.key,
          name: o.name,
          description: o.description,
          imagePath: o.imagePath,
          price: centsToUsd(optionPiecePrice(pricedOption(a, o), size, baseCents)),
          isSelected,
          isCompatible: rules.isCompatible(a.key, o.key, selection),
          priceDifferenceWithSelected: centsToUsd(
            subtractCents(eachWith(a.key, alternative), current.each),
          ),
          configuration: o.configuration,
          backgroundImagePath: o.backgroundImagePath,
          isRollPack: o.isRollPack,
        };
      }),
    };
  });
}
