/** Typed tables of the tour guide (migration 0017). */

/** A guide: one per path it belongs to. */
export interface TourPagesTable {
  /** Assigned by the seed. */
  id: number;
  /** The path the guide belongs to, e.g. `/designer/`. */
  key: string;
  sort_order: number;
}

/** One step of a guide. */
export interface TourStepsTable {
  /** Assigned by the seed. */
  id: number;
  page_id: number;
  sort_order: number;
  /** CSS selector of the element the step shows. */
  selector: string;
  title: string;
  /** CDN path of the step's picture, or null. */
  image_path: string | null;
  /** Rich text (a small HTML subset; the overlay keeps only that subset when it renders it). */
  content: string;
}

/** The tables of migration 0017. */
export interface TourTables {
  tour_pages: TourPagesTable;
  tour_steps: TourStepsTable;
}
