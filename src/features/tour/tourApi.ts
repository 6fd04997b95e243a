/** The tour guide's calls (spec shell §7): `Tourguide/GetPages`, `Tourguide/GetListByPage`. */
import { baseApi } from '../../api/baseApi';

/** One guide: key = the path it belongs to. */
export interface TourPage {
  id: number;
  key: string;
}

/** One step: the element it shows, its title, picture and rich text. */
export interface TourItem {
  id: number;
  selector: string;
  title: string;
  imagePath: string | null;
  content: string;
}

export interface TourGuide extends TourPage {
  tourguideItems: TourItem[];
}

export const tourApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    tourPages: build.query<TourPage[], void>({
      query: () => 'Tourguide/GetPages',
      keepUnusedDataFor: 3600,
    }),
    tourGuide: build.query<TourGuide, number>({
      query: (pageId) => `Tourguide/GetListByPage?pageId=${pageId}`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useTourPagesQuery, useTourGuideQuery } = tourApi;
