/**
 * The product notice as a state machine (spec shell §4 "Product notice"). Every calculator
 * answer for the current selection is an `answered` event:
 *
 * - a compatibility notice that is compatible (the server found a valid selection) opens the
 *   confirm popup and holds the canvas on the answer it shows: **Confirm** applies the answer,
 *   stores the product as last selected, adopts the server's selection and sets the notice to
 *   warning; **Cancel** sets none and puts the previous selection back;
 * - any other notice (compatibility that is not compatible, warning) opens the info dialog and
 *   still applies the answer (a warning-type answer is a valid result);
 * - no notice applies the answer.
 *
 * "Applied" is the answer the canvas shows (overlays, print sides, shape image). A stored
 * warning stays until the shopper's next product or option choice (`chosen`). Pure: the store
 * keeps the state, a listener performs the effects.
 */
import type { CalculatorRequest, ProductNotice } from './product';

/** The dialog open for the notice. */
export type NoticeDialog = 'none' | 'confirm' | 'info';

export interface NoticeState {
  /** The notice as stored (none, compatibility, warning). */
  readonly notice: ProductNotice;
  readonly dialog: NoticeDialog;
  /** The request whose answer the canvas shows (null before the first answer). */
  readonly applied: CalculatorRequest | null;
  /** The request whose answer waits for Confirm (null unless the confirm popup is open). */
  readonly pending: CalculatorRequest | null;
}

export type NoticeEvent =
  | {
      readonly type: 'answered';
      readonly request: CalculatorRequest;
      readonly notice: ProductNotice;
    }
  | { readonly type: 'confirmed' }
  | { readonly type: 'cancelled' }
  /** The info dialog was closed. */
  | { readonly type: 'dismissed' }
  /** The shopper chose another product or option. */
  | { readonly type: 'chosen' };

/** What the listener does after a transition, besides keeping the new state. */
export interface NoticeEffects {
  /** Store this request as the last selected product (it has just been applied). */
  readonly remember: CalculatorRequest | null;
  /** Put this selection back (Cancel: the request the canvas still shows). */
  readonly restore: CalculatorRequest | null;
  /**
   * Make the answer to this request the selection (its options as the server resolved them),
   * so later requests no longer carry the conflict.
   */
  readonly adopt: CalculatorRequest | null;
}

export const NO_NOTICE: ProductNotice = { type: 'none' };

export const INITIAL_NOTICE_STATE: NoticeState = {
  notice: NO_NOTICE,
  dialog: 'none',
  applied: null,
  pending: null,
};

const NO_EFFECTS: NoticeEffects = { remember: null, restore: null, adopt: null };

/** JSON with object keys sorted, so two requests built in different orders compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether two calculator requests ask the same thing. */
export function sameRequest(a: CalculatorRequest | null, b: CalculatorRequest | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return canonical(a) === canonical(b);
}

/** Whether a notice asks the shopper to confirm a change the server made. */
export function asksToConfirm(notice: ProductNotice): boolean {
  return notice.type === 'compatibility' && notice.isCompatible === true;
}

/** Whether the server changed the selection it was asked for (it says so in `changes`). */
function changedSelection(notice: ProductNotice): boolean {
  return (notice.changes?.length ?? 0) > 0;
}

function answered(
  state: NoticeState,
  request: CalculatorRequest,
  notice: ProductNotice,
): { state: NoticeState; effects: NoticeEffects } {
  // The same answer again (a re-render, a cache hit after Cancel): nothing new to say.
  if (sameRequest(request, state.applied) || sameRequest(request, state.pending))
    return { state, effects: NO_EFFECTS };
  if (asksToConfirm(notice))
    return {
      state: { ...state, notice, dialog: 'confirm', pending: request },
      effects: NO_EFFECTS,
    };
  const applied = { ...state, applied: request, pending: null };
  if (notice.type === 'none') {
    // An open info dialog stays until closed; a stored warning until the next choice.
    return {
      state: state.notice.type === 'warning' ? applied : { ...applied, notice: NO_NOTICE },
      effects: { ...NO_EFFECTS, remember: request },
    };
  }
  return {
    state: { ...applied, notice, dialog: 'info' },
    effects: {
      remember: request,
      restore: null,
      adopt: changedSelection(notice) ? request : null,
    },
  };
}

/** The next state and what to do, for one event. */
export function noticeTransition(
  state: NoticeState,
  event: NoticeEvent,
): { state: NoticeState; effects: NoticeEffects } {
  switch (event.type) {
    case 'answered':
      return answered(state, event.request, event.notice);
    case 'confirmed': {
      if (state.dialog !== 'confirm' || !state.pending) return { state, effects: NO_EFFECTS };
      const request = state.pending;
      return {
        state: {
          notice: { ...state.notice, type: 'warning' },
          dialog: 'none',
          applied: request,
          pending: null,
        },
        effects: { remember: request, restore: null, adopt: request },
      };
    }
    case 'cancelled': {
      if (state.dialog !== 'confirm') return { state, effects: NO_EFFECTS };
      return {
        state: { ...state, notice: NO_NOTICE, dialog: 'none', pending: null },
        effects: { ...NO_EFFECTS, restore: state.applied },
      };
    }
    case 'dismissed':
      return {
        state: state.dialog === 'info' ? { ...state, dialog: 'none' } : state,
        effects: NO_EFFECTS,
      };
    case 'chosen':
      return {
        state: state.dialog === 'none' ? { ...state, notice: NO_NOTICE } : state,
        effects: NO_EFFECTS,
      };
  }
}
