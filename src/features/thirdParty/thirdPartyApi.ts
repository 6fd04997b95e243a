/** `POST Account/GenerateVisitorToken?userId` (spec shell §7, "for the chat"). */
import { baseApi } from '../../api/baseApi';

export const thirdPartyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateVisitorToken: build.mutation<{ token: string; expiresAt: number }, number>({
      query: (userId) => ({
        url: `Account/GenerateVisitorToken?userId=${userId}`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useGenerateVisitorTokenMutation } = thirdPartyApi;
