/** The content panels' calls (spec shell §7, canvas §7; README "Design content"). */
import { baseApi } from '../../api/baseApi';
import type {
  ContentPage,
  ContentRating,
  ElementCategoryPage,
  ElementSummary,
  ElementType,
  SearchElementRequest,
  SearchTemplateRequest,
  StockImage,
  StockImagesAnswer,
  Template,
  TemplateCategory,
  TemplateSummary,
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
    templateCategories: build.query<TemplateCategory[], void>({
      query: () => 'Template/GetCategories',
    }),
    searchTemplates: build.query<ContentPage<TemplateSummary>, SearchTemplateRequest>({
      query: (body) => ({ url: 'template/Search', method: 'POST', body }),
    }),
    template: build.query<Template, number>({ query: (id) => `Template/Get/${id}` }),
    stockImages: build.query<StockImagesAnswer, { searchText: string; page: number; size: number }>(
      {
        query: ({ searchText, page, size }) => ({
          url: 'StockImages',
          params: { searchText, 'page.number': page, 'page.size': size },
        }),
      },
    ),
    /** One stock library picture by id (what `imgId` names). */
    stockImage: build.query<{ data: StockImage }, string>({
      query: (id) => `StockImages/${encodeURIComponent(id)}`,
    }),
    /** One more use of an element, background or template: fire-and-forget (spec canvas §7). */
    updateRating: build.mutation<ContentRating, number>({
      query: (id) => ({ url: 'EditorElement/UpdateRating', method: 'POST', body: { id } }),
    }),
  }),
});

export const {
  useElementCategoriesQuery,
  useSearchElementsQuery,
  useUpdateRatingMutation,
  useTemplateCategoriesQuery,
  useSearchTemplatesQuery,
  useStockImagesQuery,
} = contentApi;
