import { describe, expect, it } from 'vitest';
import type {
  CompatibilityAccessory,
  IncompatiblePair,
  SelectionView,
} from './optionCompatibility';
import { CompatibilityRules, resolveCompatibility } from './optionCompatibility';
import type { OptionSelection } from './optionSelection';

const acc = (
  key: string,
  options: string[],
  flags: Partial<CompatibilityAccessory> = {},
): CompatibilityAccessory => ({
  key,
  name: key.toUpperCase(),
  isRequired: true,
  isMultiple: false,
  options: options.map((o, i) => ({ key: o, name: `${o} name`, isDefault: i === 0 })),
  ...flags,
});
const pair = (a: string, b: string, reason = 'no'): IncompatiblePair => {
  const [aa, ao] = a.split('/') as [string, string];
  const [ba, bo] = b.split('/') as [string, string];
  return { a: { accessoryKey: aa, optionKey: ao }, b: { accessoryKey: ba, optionKey: bo }, reason };
};

// A banner-like product: material first, then grommets, hem and multiple-choice extras.
const ACCESSORIES = [
  acc('material', ['vinyl', 'adhesive', 'mesh']),
  acc('grommets', ['every', 'corners', 'none']),
  acc('hem', ['welded', 'sewn', 'no-hem']),
  acc('extras', ['slits', 'rope'], { isRequired: false, isMultiple: true }),
];
const RULES = new CompatibilityRules([
  pair('material/adhesive', 'grommets/every'),
  pair('material/adhesive', 'grommets/corners'),
  pair('material/adhesive', 'hem/welded'),
  pair('material/adhesive', 'hem/sewn'),
  pair('material/mesh', 'extras/slits'),
  pair('hem/no-hem', 'grommets/corners', 'corners tear without a hem'),
]);
const DEFAULTS: OptionSelection = {
  material: ['vinyl'],
  grommets: ['every'],
  hem: ['welded'],
  extras: [],
};
const resolve = (changes: SelectionView, changed: string | null = null) =>
  resolveCompatibility(ACCESSORIES, RULES, { ...DEFAULTS, ...changes }, changed);

describe('resolveCompatibility', () => {
  it.each([
    // request, changedAccessory, resolved selection (changed keys only), isCompatible
    ['compatible: nothing moves', {}, 'material', {}, null],
    [
      'the changed material wins; grommets and hem take their first compatible option',
      { material: ['adhesive'] },
      'material',
      { material: ['adhesive'], grommets: ['none'], hem: ['no-hem'] },
      true,
    ],
    [
      'the changed grommets win; the material goes back to its default',
      { material: ['adhesive'], grommets: ['corners'], hem: ['sewn'] },
      'grommets',
      { material: ['vinyl'], grommets: ['corners'], hem: ['sewn'] },
      true,
    ],
    [
      'a multiple choice drops only the conflicting options',
      { material: ['mesh'], extras: ['slits', 'rope'] },
      'material',
      { material: ['mesh'], extras: ['rope'] },
      true,
    ],
    [
      'a moved accessory stays moved: a third accessory gives way',
      { material: ['adhesive'], grommets: ['corners'], hem: ['no-hem'] },
      'material',
      { material: ['adhesive'], grommets: ['none'], hem: ['no-hem'] },
      true,
    ],
    [
      'without changedAccessory the earlier accessory of the first conflict wins',
      { hem: ['sewn'], material: ['adhesive'] },
      null,
      { material: ['adhesive'], grommets: ['none'], hem: ['no-hem'] },
      true,
    ],
    [
      'an unknown changedAccessory changes nothing in the order',
      { material: ['adhesive'] },
      'nope',
      { material: ['adhesive'], grommets: ['none'], hem: ['no-hem'] },
      true,
    ],
  ] as const)('%s', (_name, request, changed, expected, isCompatible) => {
    const r = resolve(request, changed);
    expect(r.selected).toEqual({ ...DEFAULTS, ...request, ...expected });
    if (isCompatible === null) expect(r.notice).toEqual({ type: 'none' });
    else expect(r.notice).toMatchObject({ type: 'compatibility', isCompatible });
  });

  it('when nothing fits the other accessory, the changed one goes back', () => {
    const only = [acc('material', ['mesh']), acc('grommets', ['every', 'corners'])];
    const rules = new CompatibilityRules([pair('material/mesh', 'grommets/corners', 'too thin')]);
    const r = resolveCompatibility(
      only,
      rules,
      { material: ['mesh'], grommets: ['corners'] },
      'grommets',
    );
    expect(r.selected).toEqual({ material: ['mesh'], grommets: ['every'] });
    expect(r.notice).toEqual({
      type: 'compatibility',
      isCompatible: false,
      message:
        'corners name cannot be combined with mesh name (MATERIAL): too thin. No MATERIAL option fits, so GROMMETS was set back to every name.',
      conflicts: [
        {
          chosen: {
            accessoryKey: 'grommets',
            accessoryName: 'GROMMETS',
            optionKey: 'corners',
            optionName: 'corners name',
          },
          conflictsWith: {
            accessoryKey: 'material',
            accessoryName: 'MATERIAL',
            optionKey: 'mesh',
            optionName: 'mesh name',
          },
          reason: 'too thin',
        },
      ],
      changes: [
        {
          accessoryKey: 'grommets',
          accessoryName: 'GROMMETS',
          from: ['corners'],
          to: ['every'],
          toNames: ['every name'],
        },
      ],
    });
  });

  it('is deterministic whatever the order of the request keys', () => {
    const a = resolve({ hem: ['sewn'], material: ['adhesive'] });
    const b = resolve({ material: ['adhesive'], hem: ['sewn'] });
    expect(a).toEqual(b);
  });

  it('names every change in the message', () => {
    expect(resolve({ material: ['adhesive'] }, 'material').notice.message).toBe(
      'adhesive name cannot be combined with every name (GROMMETS): no. ' +
        'adhesive name cannot be combined with welded name (HEM): no. ' +
        'Changed GROMMETS to none name and HEM to no-hem name.',
    );
  });
});

describe('CompatibilityRules.isCompatible', () => {
  it.each([
    ['grommets', 'every', { material: ['adhesive'] }, false],
    ['grommets', 'none', { material: ['adhesive'] }, true],
    ['material', 'adhesive', { grommets: ['none'], hem: ['no-hem'] }, true],
    ['material', 'adhesive', { grommets: ['none'], hem: ['sewn'] }, false],
    ['extras', 'slits', { material: ['mesh'] }, false],
    ['extras', 'rope', { material: ['mesh'] }, true],
  ] as const)('%s/%s with %o: %s', (a, o, selection, expected) => {
    expect(RULES.isCompatible(a, o, selection)).toBe(expected);
  });
  it('ignores a pair within one accessory', () => {
    const rules = new CompatibilityRules([pair('extras/slits', 'extras/rope')]);
    expect(rules.isCompatible('extras', 'slits', { extras: ['rope'] })).toBe(true);
  });
});
