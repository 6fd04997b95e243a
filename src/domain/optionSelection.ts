/**
 * Resolving the accessory options a request selects (spec shell §5 "Options"): required
 * single-choice accessories always end with exactly one option; multi-choice accessories may
 * be emptied only when not required; single-choice accessories accept one key; an accessory
 * left out of the request keeps its default options. Unknown keys are refused.
 */

/** The fields of an accessory the rule needs. */
export interface SelectableAccessory {
  key: string;
  isRequired: boolean;
  isMultiple: boolean;
  options: readonly { key: string; isDefault: boolean }[];
}

/** Accessory key -> selected option keys, for every accessory of the product. */
export type OptionSelection = Record<string, string[]>;

/** The full selection, or the first refusal. */
export type OptionSelectionResult =
  | { ok: true; selected: OptionSelection }
  | {
      ok: false;
      /** `optionNotFound`: unknown accessory or option key; `optionSelectionInvalid`: several keys for a single-choice accessory. */
      error: 'optionNotFound' | 'optionSelectionInvalid';
      accessoryKey: string;
    };

/** The default options of an accessory; a required one with no default falls back to its first option. */
export function defaultOptionKeys(accessory: SelectableAccessory): string[] {
  const defaults = accessory.options.filter((o) => o.isDefault).map((o) => o.key);
  const picked = accessory.isMultiple ? defaults : defaults.slice(0, 1);
  if (picked.length > 0 || !accessory.isRequired) return picked;
  const first = accessory.options[0];
  return first ? [first.key] : [];
}

/** Applies a requested selection (possibly partial or absent) to a product's accessories. */
export function resolveOptionSelection(
  accessories: readonly SelectableAccessory[],
  requested: Readonly<Record<string, readonly string[]>> | null | undefined,
): OptionSelectionResult {
  const byKey = new Map(accessories.map((a) => [a.key, a]));
  for (const key of Object.keys(requested ?? {})) {
    if (!byKey.has(key)) return { ok: false, error: 'optionNotFound', accessoryKey: key };
  }
  const selected: OptionSelection = {};
  for (const accessory of accessories) {
    const asked = requested?.[accessory.key];
    if (asked === undefined) {
      selected[accessory.key] = defaultOptionKeys(accessory);
      continue;
    }
    const keys = [...new Set(asked)];
    const known = new Set(accessory.options.map((o) => o.key));
    if (keys.some((k) => !known.has(k))) {
      return { ok: false, error: 'optionNotFound', accessoryKey: accessory.key };
    }
    if (!accessory.isMultiple && keys.length > 1) {
      return { ok: false, error: 'optionSelectionInvalid', accessoryKey: accessory.key };
    }
    // A required accessory cannot be emptied: it falls back to its default.
    selected[accessory.key] =
      keys.length === 0 && accessory.isRequired ? defaultOptionKeys(accessory) : keys;
  }
  return { ok: true, selected };
}
