/** The user's uploaded images and their deletion (spec canvas §7). */
import { baseApi } from '../../api/baseApi';
import type { UploadDetails, UploadImagesAnswer } from '../../domain/uploads/protocol';

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImages: build.query<UploadImagesAnswer, void>({
      query: () => 'Profile/UploadImages',
      providesTags: ['Uploads'],
    }),
    deleteImage: build.mutation<{ imageId: string; detailed: UploadDetails }, string>({
      query: (imageId) => ({
        url: `EditorElement/DeleteImage?imageId=${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Uploads'],
    }),
  }),
});

export const { useUploadImagesQuery, useDeleteImageMutation } = uploadsApi;
