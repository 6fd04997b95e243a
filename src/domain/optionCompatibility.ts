/**
 * Incompatible option combinations (issue 17): pairs of options of two accessories that cannot
 * be ordered together (grommets in a rigid panel, a hem on adhesive vinyl), stored in the
 * database (`option_incompatibilities`, migration 0011) with the reason.
 *
 * A request whose selection holds such a pair is resolved, never refused:
 * - the accessory named in `changedAccessory` wins; the other accessory of the pair moves to
 *   its default, else its first option compatible with everything else selected;
 * - without `changedAccessory`, the first conflict in the product's accessory order is taken
 *   and its earlier accessory wins (deterministic: the same request, the same answer);
 * - an accessory moved this way is kept, so a third conflict moves yet another accessory;
 * - when the other accessory has no compatible option, the winner goes back to its own
 *   default or first compatible option instead, and the notice says `isCompatible: false`.
 * The notice names each conflict, its reason and every accessory changed (ProductNotice).
 */
import type { NoticePhrases } from './noticePhrases';
import { ENGLISH_NOTICE_PHRASES, fillPhrase, listed } from './noticePhrases';
import type { OptionSelection } from './optionSelection';
import { defaultOptionKeys } from './optionSelection';
import type { NoticeChange, NoticeOption, ProductNotice } from './product';

/** One side of a pair. */
export interface OptionRef {
  accessoryKey: string;
  optionKey: string;
}

/** Two options that cannot be ordered together (of two different accessories), and why. */
export interface IncompatiblePair {
  a: OptionRef;
  b: OptionRef;
  /** Lower-case clause for the notice: "rigid panels are drilled instead". */
  reason: string;
}

/** What the rule needs of an accessory, in the product's order. */
export interface CompatibilityAccessory {
  key: string;
  name: string;
  isRequired: boolean;
  isMultiple: boolean;
  options: readonly { key: string; name: string; isDefault: boolean }[];
}

/** A conflict found and how it was decided: `chosen` stayed, `conflictsWith` had to give. */
export interface ResolvedConflict {
  chosen: NoticeOption;
  conflictsWith: NoticeOption;
  reason: string;
}

/** The selection after resolution, and the notice (type 'none' when nothing conflicted). */
export interface CompatibilityResult {
  selected: OptionSelection;
  notice: ProductNotice;
}

const refKey = (accessoryKey: string, optionKey: string) => `${accessoryKey}\u0000${optionKey}`;

/** A selection as read (never written): accessory key -> option keys. */
export type SelectionView = Readonly<Record<string, readonly string[]>>;

/** The pairs indexed by option: option -> the options of other accessories it excludes. */
export class CompatibilityRules {
  private readonly partners = new Map<string, { ref: OptionRef; reason: string }[]>();

  constructor(pairs: readonly IncompatiblePair[]) {
    for (const { a, b, reason } of pairs) {
      if (a.accessoryKey === b.accessoryKey) continue; // within one accessory: not a pair
      this.add(a, b, reason);
      this.add(b, a, reason);
    }
  }

  private add(from: OptionRef, to: OptionRef, reason: string): void {
    const key = refKey(from.accessoryKey, from.optionKey);
    const list = this.partners.get(key) ?? [];
    list.push({ ref: to, reason });
    this.partners.set(key, list);
  }

  /** The options `accessoryKey`/`optionKey` excludes, with reasons. */
  excluded(accessoryKey: string, optionKey: string): readonly { ref: OptionRef; reason: string }[] {
    return this.partners.get(refKey(accessoryKey, optionKey)) ?? [];
  }

  /** Whether the option can be ordered with what the other accessories have selected. */
  isCompatible(accessoryKey: string, optionKey: string, selection: SelectionView): boolean {
    return this.excluded(accessoryKey, optionKey).every(
      ({ ref }) => !(selection[ref.accessoryKey] ?? []).includes(ref.optionKey),
    );
  }
}

/** A conflict of a selection: `first` belongs to the earlier accessory. */
interface Conflict {
  first: OptionRef;
  second: OptionRef;
  reason: string;
}

/** Every conflict of a selection, in the product's order of accessories and options. */
function conflictsOf(
  accessories: readonly CompatibilityAccessory[],
  rules: CompatibilityRules,
  selection: OptionSelection,
): Conflict[] {
  const order = new Map(accessories.map((a, i) => [a.key, i]));
  const found: Conflict[] = [];
  for (const accessory of accessories) {
    for (const optionKey of selection[accessory.key] ?? []) {
      for (const { ref, reason } of rules.excluded(accessory.key, optionKey)) {
        const later = (order.get(ref.accessoryKey) ?? -1) > (order.get(accessory.key) ?? -1);
        if (later && (selection[ref.accessoryKey] ?? []).includes(ref.optionKey)) {
          found.push({ first: { accessoryKey: accessory.key, optionKey }, second: ref, reason });
        }
      }
    }
  }
  return found;
}

/**
 * The options `accessory` may take so that nothing else selected conflicts with it: for a
 * single choice its default, else its first compatible option (none when not required); for a
 * multiple choice the compatible ones it has. Null when a required accessory has none.
 */
function compatibleChoice(
  accessory: CompatibilityAccessory,
  rules: CompatibilityRules,
  selection: OptionSelection,
): string[] | null {
  const fits = (key: string) => rules.isCompatible(accessory.key, key, selection);
  const candidates = [...defaultOptionKeys(accessory), ...accessory.options.map((o) => o.key)];
  if (accessory.isMultiple) {
    const kept = (selection[accessory.key] ?? []).filter(fits);
    if (kept.length > 0 || !accessory.isRequired) return kept;
  }
  const first = candidates.find(fits);
  if (first !== undefined) return [first];
  return accessory.isRequired ? null : [];
}

/** Resolves the conflicts of a full selection (see the file header). */
export function resolveCompatibility(
  accessories: readonly CompatibilityAccessory[],
  rules: CompatibilityRules,
  requested: SelectionView,
  changedAccessory: string | null | undefined,
  phrases: NoticePhrases = ENGLISH_NOTICE_PHRASES,
): CompatibilityResult {
  const byKey = new Map(accessories.map((a) => [a.key, a]));
  const selection: OptionSelection = Object.fromEntries(
    Object.entries(requested).map(([key, keys]) => [key, [...keys]]),
  );
  const locked = new Set<string>();
  const resolved: ResolvedConflict[] = [];
  let isCompatible = true;
  let wentBack: string | null = null;
  // Each round settles one accessory for good; more rounds than accessories means a loop.
  for (let round = 0; round <= accessories.length; round++) {
    const conflicts = conflictsOf(accessories, rules, selection);
    const involves = (c: Conflict, key: string) =>
      c.first.accessoryKey === key || c.second.accessoryKey === key;
    const conflict =
      conflicts.find((c) => [...locked].some((k) => involves(c, k))) ??
      conflicts.find((c) => changedAccessory != null && involves(c, changedAccessory)) ??
      conflicts[0];
    if (!conflict) break;
    const secondWins =
      locked.has(conflict.second.accessoryKey) ||
      (!locked.has(conflict.first.accessoryKey) &&
        conflict.second.accessoryKey === changedAccessory);
    const [winner, loser] = secondWins
      ? [conflict.second, conflict.first]
      : [conflict.first, conflict.second];
    resolved.push({
      chosen: named(byKey, winner),
      conflictsWith: named(byKey, loser),
      reason: conflict.reason,
    });
    locked.add(winner.accessoryKey);
    const loserAccessory = byKey.get(loser.accessoryKey);
    const moved =
      loserAccessory && !locked.has(loser.accessoryKey)
        ? compatibleChoice(loserAccessory, rules, selection)
        : null;
    if (moved) {
      selection[loser.accessoryKey] = moved;
      locked.add(loser.accessoryKey);
      continue;
    }
    // Nothing fits the other accessory: the winner gives way instead.
    isCompatible = false;
    const winnerAccessory = byKey.get(winner.accessoryKey);
    const back = winnerAccessory ? compatibleChoice(winnerAccessory, rules, selection) : null;
    if (!back || !winnerAccessory) {
      for (const a of accessories) selection[a.key] = defaultOptionKeys(a);
      break;
    }
    selection[winner.accessoryKey] = back;
    wentBack = winner.accessoryKey;
  }
  if (resolved.length === 0) return { selected: selection, notice: { type: 'none' } };
  const changes = changesOf(accessories, requested, selection);
  return {
    selected: selection,
    notice: {
      type: 'compatibility',
      isCompatible,
      message: noticeMessage(resolved, changes, wentBack, phrases),
      conflicts: resolved,
      changes,
    },
  };
}

function named(byKey: Map<string, CompatibilityAccessory>, ref: OptionRef): NoticeOption {
  const accessory = byKey.get(ref.accessoryKey);
  return {
    accessoryKey: ref.accessoryKey,
    accessoryName: accessory?.name ?? ref.accessoryKey,
    optionKey: ref.optionKey,
    optionName: accessory?.options.find((o) => o.key === ref.optionKey)?.name ?? ref.optionKey,
  };
}

/** The accessories whose options differ from the request, in the product's order. */
function changesOf(
  accessories: readonly CompatibilityAccessory[],
  requested: SelectionView,
  selected: OptionSelection,
): NoticeChange[] {
  return accessories
    .filter(
      (a) => (requested[a.key] ?? []).join('\u0000') !== (selected[a.key] ?? []).join('\u0000'),
    )
    .map((a) => {
      const to = selected[a.key] ?? [];
      return {
        accessoryKey: a.key,
        accessoryName: a.name,
        from: [...(requested[a.key] ?? [])],
        to,
        toNames: to.map((k) => a.options.find((o) => o.key === k)?.name ?? k),
      };
    });
}

/** The new options of a change, listed, or the phrases' "none". */
const namesOf = (c: NoticeChange, phrases: NoticePhrases) =>
  c.toNames.length > 0 ? listed(c.toNames, phrases) : phrases.none;

/** The notice's sentences in `phrases`' language: each conflict and its reason, then what changed. */
function noticeMessage(
  conflicts: readonly ResolvedConflict[],
  changes: readonly NoticeChange[],
  wentBack: string | null,
  phrases: NoticePhrases,
): string {
  const sentences = conflicts.map((c) =>
    fillPhrase(phrases.conflict, {
      chosen: c.chosen.optionName,
      other: c.conflictsWith.optionName,
      accessory: c.conflictsWith.accessoryName,
      reason: c.reason,
    }),
  );
  const back = changes.find((c) => c.accessoryKey === wentBack);
  if (back) {
    const blocked = conflicts.find((c) => c.chosen.accessoryKey === wentBack);
    const other = blocked?.conflictsWith.accessoryName ?? phrases.other;
    sentences.push(
      fillPhrase(phrases.wentBack, {
        other,
        accessory: back.accessoryName,
        options: namesOf(back, phrases),
      }),
    );
  } else if (changes.length > 0) {
    const each = changes.map((c) =>
      fillPhrase(phrases.change, { accessory: c.accessoryName, options: namesOf(c, phrases) }),
    );
    sentences.push(fillPhrase(phrases.changed, { changes: listed(each, phrases) }));
  }
  return sentences.join(' ');
}
