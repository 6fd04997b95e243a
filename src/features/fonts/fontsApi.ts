/**
 * The font catalogue's calls (spec shell §7, canvas §7), injected into the one API: category
 * pages, search (24 a batch; the editor's list of every server font with size 1500), the most
 * used families, and the fire-and-forget rating of a chosen family.
 */
import { baseApi } from '../../api/baseApi';
import type {
  FontCategoryPage,
  FontFamily,
  FontRating,
  SearchFontRequest,
  SearchFontResult,
} from '../../domain/fonts/types';
import { FONT_PAGE_SIZE, SERVER_FONTS_FETCH_SIZE } from '../../domain/fonts/types';

/** SearchFont's request for every server font, as the editor fetches them (spec shell §9). */
export const SERVER_FONTS_REQUEST: SearchFontRequest = {
  page: { number: 0, size: SERVER_FONTS_FETCH_SIZE },
  sort: { member: 'rating', direction: 1 },
  pattern: '',
};

export const fontsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fontCategoryPage: build.query<FontCategoryPage, { page: number; count?: number }>({
      query: ({ page, count = FONT_PAGE_SIZE }) => ({
        url: 'EditorElement/GetFontCategoryPaged',
        params: { page, count },
      }),
    }),
    searchFont: build.query<SearchFontResult, SearchFontRequest>({
      query: (body) => ({ url: 'EditorElement/SearchFont', method: 'POST', body }),
    }),
    serverFonts: build.query<FontFamily[], void>({
      query: () => ({
        url: 'EditorElement/SearchFont',
        method: 'POST',
        body: SERVER_FONTS_REQUEST,
      }),
      transformResponse: (result: SearchFontResult) => result.data,
    }),
    mostUsedFonts: build.query<FontFamily[], void>({
      query: () => 'EditorElement/GetMostUsedFonts',
    }),
    incFontFamilyRating: build.mutation<FontRating, number>({
      query: (id) => ({
        url: 'EditorElement/IncFontFamilyRating',
        method: 'PATCH',
        params: { id },
      }),
    }),
  }),
});

export const {
  useFontCategoryPageQuery,
  useSearchFontQuery,
  useServerFontsQuery,
  useMostUsedFontsQuery,
  useIncFontFamilyRatingMutation,
} = fontsApi;
