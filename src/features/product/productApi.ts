/** Product list and calculator calls (spec shell §7). */
import { baseApi } from '../../api/baseApi';
import type {
  CalculatorRequest,
  PersonalizedRequest,
  PersonalizedResult,
  ProductCalculator,
} from '../../domain/product';

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    personalizedProducts: build.query<PersonalizedResult, PersonalizedRequest>({
      query: (body) => ({ url: 'Product/Personalized', method: 'POST', body }),
      providesTags: ['Product'],
    }),
    calculator: build.query<ProductCalculator, CalculatorRequest>({
      query: (body) => ({ url: 'Product/calculator', method: 'POST', body }),
      providesTags: (_r, _e, req) => [{ type: 'Calculator', id: req.productId }],
    }),
  }),
});

export const { usePersonalizedProductsQuery, useCalculatorQuery } = productApi;
