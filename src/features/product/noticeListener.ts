/**
 * What follows a product-notice event (src/domain/productNotice effects): the applied product is
 * remembered as last selected (with the options the server resolved), Cancel puts the previous
 * selection back, and a resolution the server made becomes the selection. A new product or
 * option choice clears a stored warning.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { lastProductOf } from '../../domain/lastProduct';
import type { CalculatorRequest, ProductCalculator } from '../../domain/product';
import type { NoticeState } from '../../domain/productNotice';
import { noticeTransition } from '../../domain/productNotice';
import { writeLastProduct } from '../../platform/lastProduct';
import { noticeEvent, selectedKeysOf } from './noticeSlice';
import { productApi } from './productApi';
import { optionsAdopted, optionsChosen, productChosen, selectionRestored } from './productSlice';

/** The cached answer to `request`, if any. */
function answerTo(state: unknown, request: CalculatorRequest): ProductCalculator | undefined {
  return productApi.endpoints.calculator.select(request)(state as never).data;
}

/** Registers the product notice's listeners on the app's listener middleware. */
export function addProductNoticeListeners(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    actionCreator: noticeEvent,
    effect: (action, api) => {
      const before = (api.getOriginalState() as { productNotice: NoticeState }).productNotice;
      const { effects } = noticeTransition(before, action.payload);
      if (effects.remember) {
        const answer = answerTo(api.getState(), effects.remember);
        writeLastProduct(
          lastProductOf({
            ...effects.remember,
            ...(answer ? { selectedOptionKeys: selectedKeysOf(answer.accessories) } : {}),
          }),
        );
      }
      if (effects.restore) api.dispatch(selectionRestored(effects.restore));
      if (effects.adopt) {
        const answer = answerTo(api.getState(), effects.adopt);
        if (answer) api.dispatch(optionsAdopted(selectedKeysOf(answer.accessories)));
      }
    },
  });

  middleware.startListening({
    matcher: isAnyOf(productChosen, optionsChosen),
    effect: (_action, api) => {
      api.dispatch(noticeEvent({ type: 'chosen' }));
    },
  });
}
