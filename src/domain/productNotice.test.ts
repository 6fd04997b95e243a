import { describe, expect, it } from 'vitest';
import type { CalculatorRequest, ProductNotice } from './product';
import type { NoticeEffects, NoticeEvent, NoticeState } from './productNotice';
import { INITIAL_NOTICE_STATE, noticeTransition, sameRequest } from './productNotice';

/** The aluminium sign with its default options (applied), and the shopper asking for grommets. */
const signed: CalculatorRequest = { productId: 104 };
const withGrommets: CalculatorRequest = {
  productId: 104,
  selectedOptionKeys: { material: ['aluminium-040'], grommets: ['four-corners'] },
  changedAccessory: 'grommets',
};
const resolved: CalculatorRequest = {
  productId: 104,
  selectedOptionKeys: { material: ['vinyl'], grommets: ['four-corners'] },
};

const conflict = {
  chosen: {
    accessoryKey: 'grommets',
    accessoryName: 'Grommets',
    optionKey: 'four-corners',
    optionName: 'Four corners',
  },
  conflictsWith: {
    accessoryKey: 'material',
    accessoryName: 'Material',
    optionKey: 'aluminium-040',
    optionName: '0.040 in aluminium',
  },
};
const change = {
  accessoryKey: 'material',
  accessoryName: 'Material',
  from: ['aluminium-040'],
  to: ['vinyl'],
  toNames: ['Vinyl'],
};
const compatible: ProductNotice = {
  type: 'compatibility',
  isCompatible: true,
  message: 'Four corners conflicts with 0.040 in aluminium; Material was changed to Vinyl.',
  conflicts: [conflict],
  changes: [change],
};
const putBack: ProductNotice = {
  type: 'compatibility',
  isCompatible: false,
  message: 'Four corners cannot go on this sign; Grommets was put back to No grommets.',
  conflicts: [conflict],
  changes: [{ ...change, accessoryKey: 'grommets', to: ['none'], toNames: ['No grommets'] }],
};
const warning: ProductNotice = { type: 'warning', message: 'Large banners ship folded.' };
const none: ProductNotice = { type: 'none' };

const applied = (request: CalculatorRequest | null, notice = none): NoticeState => ({
  ...INITIAL_NOTICE_STATE,
  applied: request,
  notice,
});
const confirming: NoticeState = {
  notice: compatible,
  dialog: 'confirm',
  applied: signed,
  pending: withGrommets,
};
const answer = (request: CalculatorRequest, notice: ProductNotice): NoticeEvent => ({
  type: 'answered',
  request,
  notice,
});
const nothing: NoticeEffects = { remember: null, restore: null, adopt: null };

describe('product notice state machine (spec shell §4)', () => {
  it.each<[string, NoticeState, NoticeEvent, NoticeState, NoticeEffects]>([
    [
      'a first answer without notice is applied and remembered',
      INITIAL_NOTICE_STATE,
      answer(signed, none),
      applied(signed),
      { ...nothing, remember: signed },
    ],
    [
      'a compatible compatibility notice opens the confirm popup; the canvas keeps the applied answer',
      applied(signed),
      answer(withGrommets, compatible),
      confirming,
      nothing,
    ],
    [
      'Confirm applies the waiting answer, remembers it, adopts its selection, sets warning',
      confirming,
      { type: 'confirmed' },
      {
        notice: { ...compatible, type: 'warning' },
        dialog: 'none',
        applied: withGrommets,
        pending: null,
      },
      { remember: withGrommets, restore: null, adopt: withGrommets },
    ],
    [
      'Cancel sets none and puts the applied selection back; the canvas never changed',
      confirming,
      { type: 'cancelled' },
      { notice: none, dialog: 'none', applied: signed, pending: null },
      { ...nothing, restore: signed },
    ],
    [
      'a notice that is not compatible opens the info dialog, applies and adopts the answer',
      applied(signed),
      answer(withGrommets, putBack),
      { notice: putBack, dialog: 'info', applied: withGrommets, pending: null },
      { remember: withGrommets, restore: null, adopt: withGrommets },
    ],
    [
      'a warning-type answer still applies the result, with the info dialog',
      applied(signed),
      answer(withGrommets, warning),
      { notice: warning, dialog: 'info', applied: withGrommets, pending: null },
      { ...nothing, remember: withGrommets },
    ],
    [
      'closing the info dialog keeps the notice stored',
      { notice: warning, dialog: 'info', applied: withGrommets, pending: null },
      { type: 'dismissed' },
      { notice: warning, dialog: 'none', applied: withGrommets, pending: null },
      nothing,
    ],
    [
      'the answer to the adopted selection keeps the stored warning',
      applied(withGrommets, { ...compatible, type: 'warning' }),
      answer(resolved, none),
      applied(resolved, { ...compatible, type: 'warning' }),
      { ...nothing, remember: resolved },
    ],
    [
      'an answer without notice leaves an open info dialog open',
      { notice: putBack, dialog: 'info', applied: withGrommets, pending: null },
      answer(resolved, none),
      { notice: none, dialog: 'info', applied: resolved, pending: null },
      { ...nothing, remember: resolved },
    ],
    [
      'the next choice clears a stored warning',
      applied(resolved, warning),
      { type: 'chosen' },
      applied(resolved),
      nothing,
    ],
    [
      'the applied answer seen again (after Cancel) changes nothing',
      applied(signed),
      answer({ productId: 104 }, none),
      applied(signed),
      nothing,
    ],
    [
      'the waiting answer seen again (a re-render) changes nothing',
      confirming,
      answer(withGrommets, compatible),
      confirming,
      nothing,
    ],
    [
      'Confirm without a popup does nothing',
      applied(signed),
      { type: 'confirmed' },
      applied(signed),
      nothing,
    ],
    [
      'Cancel without a popup does nothing',
      applied(signed),
      { type: 'cancelled' },
      applied(signed),
      nothing,
    ],
  ])('%s', (_name, state, event, next, effects) => {
    const result = noticeTransition(state, event);
    expect(result.state).toEqual(next);
    expect(result.effects).toEqual(effects);
  });

  it('compares requests whatever the order of their keys', () => {
    expect(
      sameRequest(
        { productId: 1, selectedOptionKeys: { a: ['x'], b: ['y'] }, quantity: 2 },
        { quantity: 2, selectedOptionKeys: { b: ['y'], a: ['x'] }, productId: 1 },
      ),
    ).toBe(true);
    expect(sameRequest({ productId: 1, quantity: 2 }, { productId: 1, quantity: 3 })).toBe(false);
    expect(sameRequest(null, { productId: 1 })).toBe(false);
  });
});
