/** Remote configuration, translations and system limits (spec shell §7). */
import { baseApi } from '../../api/baseApi';
import type { WebsiteConfigurationKey } from '../../domain/websiteConfiguration';

export type Translations = Record<string, string>;

export const configurationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    websiteConfiguration: build.query<unknown, WebsiteConfigurationKey>({
      query: (key) => `Tenants/websiteconfigurations/${encodeURIComponent(key)}`,
      providesTags: (_r, _e, key) => [{ type: 'Configuration', id: key }],
      keepUnusedDataFor: 3600,
    }),
    translations: build.query<Translations, string>({
      query: (lang) => `Translations/${encodeURIComponent(lang)}`,
      providesTags: (_r, _e, lang) => [{ type: 'Translations', id: lang }],
      keepUnusedDataFor: 3600,
    }),
    maxRequestBodySize: build.query<{ maxRequestBodySize: number }, void>({
      query: () => 'System/MaxRequestBodySize',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useWebsiteConfigurationQuery, useTranslationsQuery, useMaxRequestBodySizeQuery } =
  configurationApi;
