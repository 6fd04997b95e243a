/** The content panels' calls (spec shell §7, canvas §7; README "Design content"). */
import { baseApi } from '../../api/baseApi';
import type {
  ContentPage,
  ContentRating,
  ElementCategoryPage,
  ElementSummary,
  ElementType,
  SearchElementRequest,
} from '../../domain/content/types';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    elementCategories: build.query<ElementCategoryPage, { type: ElementType; count: number }>({
      query: ({ type, count }) => ({
        url: 'EditorElement/GetCategoriesByType',
        params: { page: 0, count, type },
      }),
    }),
    searchElements: build.query<ContentPage<ElementSummary>, SearchElementRequest>({
      query: (body) => ({ url: 'EditorElement/SearchElement', method: 'POST', body }),
    }),
    /** One more use of an element, background or template: fire-and-forget (spec canvas §7). */
    updateRating: build.mutation<ContentRating, number>({
      query: (id) => ({ url: 'EditorElement/UpdateRating', method: 'POST', body: { id } }),
    }),
  }),
});

export const { useElementCategoriesQuery, useSearchElementsQuery, useUpdateRatingMutation } =
  contentApi;
