/**
 * The e-commerce events the designer sees happen (spec shell §9), tracked through the analytics
 * interface from what the store records:
 *
 * - the Products panel opening → Product List Viewed (category Designer products);
 * - a product chosen while the Products panel is open → Designer Item Chosen (products);
 * - cart items the server created → Product Added, per item, with the server's price per unit
 *   rounded to 2 decimals (never the client's price).
 *
 * Elements, stock images and templates are tracked where the panels place them (`trackChosen`).
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';
import { PanelId } from '../../domain/panels';
import type { AnalyticsCategoryName } from '../../domain/thirdParty';
import { AnalyticsCategory, cartLine, EcommerceEvent } from '../../domain/thirdParty';
import { cartApi } from '../cart';
import { panelClicked, panelOpened } from '../panels';
import { productChosen } from '../product';
import { thirdParty } from './thirdPartyServices';

type PanelsState = { panels: { active: PanelId } };

/** Designer Item Chosen, in a category (elements, stock images, templates, products). */
export function trackChosen(category: AnalyticsCategoryName, properties: Record<string, unknown>) {
  thirdParty().analytics.track(EcommerceEvent.designerItemChosen, { category, ...properties });
}

/** Registers the listeners on the app's listener middleware. */
export function addEcommerceListeners(listeners: ListenerMiddlewareInstance): void {
  listeners.startListening({
    matcher: isAnyOf(panelClicked, panelOpened),
    effect: (_action, api) => {
      const now = (api.getState() as PanelsState).panels.active;
      const before = (api.getOriginalState() as PanelsState).panels.active;
      if (now === PanelId.Products && before !== PanelId.Products)
        thirdParty().analytics.track(EcommerceEvent.productListViewed, {
          category: AnalyticsCategory.products,
        });
    },
  });

  listeners.startListening({
    actionCreator: productChosen,
    effect: (action, api) => {
      if ((api.getOriginalState() as PanelsState).panels.active !== PanelId.Products) return;
      trackChosen(AnalyticsCategory.products, { productId: action.payload });
    },
  });

  listeners.startListening({
    matcher: cartApi.endpoints.addCartItems.matchFulfilled,
    effect: (action) => {
      for (const item of action.payload)
        thirdParty().analytics.track(EcommerceEvent.productAdded, {
          ...cartLine(item.productId, item.productName, item.quantity, item.price),
          cartItemId: item.id,
        });
    },
  });
}
