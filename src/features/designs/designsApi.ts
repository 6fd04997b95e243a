/** Saved-design calls (spec shell §7 "Saved designs"; README, "Saved designs and the cart"). */
import { baseApi } from '../../api/baseApi';
import type {
  CartItem,
  CheckMyDesignOptionsAnswer,
  DesignCalculatorAnswer,
  DesignSavePayload,
  DesignSearchAnswer,
  DesignSearchRequest,
  SavedDesign,
} from '../../domain/designs/protocol';

export const designsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchDesigns: build.query<DesignSearchAnswer, DesignSearchRequest>({
      query: (body) => ({ url: 'Designer/Search', method: 'POST', body }),
      providesTags: ['Designs'],
    }),
    designCalculator: build.query<DesignCalculatorAnswer, string>({
      query: (id) => `Designer/${encodeURIComponent(id)}/calculator`,
    }),
    createDesign: build.mutation<{ id: string }, DesignSavePayload>({
      query: (body) => ({ url: 'Designer/Design', method: 'POST', body }),
      invalidatesTags: ['Designs'],
    }),
    updateDesign: build.mutation<SavedDesign, DesignSavePayload & { id: string }>({
      query: (body) => ({ url: 'Designer/Design', method: 'PUT', body }),
      invalidatesTags: ['Designs'],
    }),
    renameDesign: build.mutation<SavedDesign, { id: string; name: string; description?: string }>({
      query: (body) => ({ url: 'Designer/Update', method: 'PATCH', body }),
      invalidatesTags: ['Designs'],
    }),
    deleteDesign: build.mutation<unknown, string>({
      query: (id) => ({ url: `Designer/Delete?id=${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Designs'],
    }),
    // A saved design into the cart (My Designs): its choices checked, then the item made.
    checkMyDesignOptions: build.mutation<CheckMyDesignOptionsAnswer, string>({
      query: (id) => ({
        url: `v2/Shopping/CheckMyDesignOptions/${encodeURIComponent(id)}`,
        method: 'POST',
      }),
    }),
    addMyDesignToCart: build.mutation<CartItem, string>({
      query: (id) => ({
        url: `Shopping/AddMyDesignToCart/${encodeURIComponent(id)}`,
        method: 'POST',
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useSearchDesignsQuery,
  useDesignCalculatorQuery,
  useLazyDesignCalculatorQuery,
  useCreateDesignMutation,
  useUpdateDesignMutation,
  useRenameDesignMutation,
  useDeleteDesignMutation,
  useCheckMyDesignOptionsMutation,
  useAddMyDesignToCartMutation,
} = designsApi;
