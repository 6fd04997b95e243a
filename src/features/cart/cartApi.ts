/** Cart calls (spec shell §7 "Cart"; README, "Saved designs and the cart"). */
import { baseApi } from '../../api/baseApi';
import type {
  CartCalculatorAnswer,
  CartItem,
  CartItemPayload,
  CountAnswer,
} from '../../domain/designs/protocol';

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartsQuantity: build.query<CountAnswer, void>({
      query: () => 'Shopping/CartsQuantity',
      providesTags: ['Cart'],
    }),
    cartCalculator: build.query<CartCalculatorAnswer, string>({
      query: (id) => `Shopping/carts/${encodeURIComponent(id)}/calculator`,
    }),
    addCartItems: build.mutation<CartItem[], CartItemPayload[]>({
      query: (body) => ({ url: 'Shopping/CartItems', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<CartItem, CartItemPayload & { id: string }>({
      query: (body) => ({ url: 'Shopping/CartItem', method: 'PUT', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useCartsQuantityQuery,
  useCartCalculatorQuery,
  useLazyCartCalculatorQuery,
  useAddCartItemsMutation,
  useUpdateCartItemMutation,
} = cartApi;
