/** The language calls (spec shell §7): the catalogue's languages, the current one, the choice. */
import { baseApi, LANGUAGE_DEPENDENT_TAGS } from '../../api/baseApi';
import type { LanguageOption } from '../../domain/language';

export const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    languages: build.query<{ languages: LanguageOption[] }, void>({
      query: () => 'Languages/list',
      keepUnusedDataFor: 3600,
    }),
    // Asked again after sign-in and sign-out (the Account tag): the account may have a choice.
    currentLanguage: build.query<{ code: string; chosen: boolean }, void>({
      query: () => 'Languages/current',
      providesTags: ['Account'],
    }),
    setLanguage: build.mutation<{ code: string }, { code: string }>({
      query: (body) => ({ url: 'Languages/set', method: 'POST', body }),
      // The catalogue's names come in the new language: asked again.
      invalidatesTags: [...LANGUAGE_DEPENDENT_TAGS],
    }),
  }),
});

export const { useLanguagesQuery, useCurrentLanguageQuery, useSetLanguageMutation } = languageApi;
