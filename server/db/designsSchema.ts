/** Typed tables of saved designs, cart items and sync jobs (migration 0014). */

/** Columns saved designs and cart items share. */
export interface DesignColumns {
  /** Random id (server/designs/ids.ts). */
  id: string;
  /** The guest session owning the row while `user_id` is null. */
  session_id: string | null;
  user_id: number | null;
  product_id: number;
  product_name: string;
  /** Inches. */
  width: number;
  height: number;
  /** 0 inch, 5 feet (how the size is shown). */
  measurement_unit: number;
  quantity: number;
  /** JSON: selected option keys per accessory key. */
  accessories: string;
  /** US cents, the server's calculator total. */
  price_cents: number;
  /** JSON array. */
  used_objects: string;
  background_image_path: string | null;
  /** JSON: the editor's design document of both sides, or null. */
  document: string | null;
  /** design_files ids. */
  design_svg: string | null;
  design_png: string | null;
  back_side_design_svg: string | null;
  back_side_design_png: string | null;
  thumbnail: string | null;
  back_side_thumbnail: string | null;
  created_at: number;
  updated_at: number;
}

export interface SavedDesignsTable extends DesignColumns {
  name: string;
  description: string;
}

export interface CartItemsTable extends DesignColumns {
  /** The saved design the item was made from. */
  design_id: string | null;
  back_side_design_id: string | null;
  is_saved_for_later: number;
}

/** One `Account/SyncUserData` run (server/sync). */
export interface SyncJobsTable {
  id: string;
  user_id: number;
  /** The signed-in session that asked (its socket hears SyncFinished). */
  session_id: string;
  /** The guest session whose work moves. */
  guest_session_id: string;
  /** 'running' | 'finished'. */
  status: string;
  /** JSON SyncResult once finished. */
  result: string | null;
  started_at: number;
  finished_at: number | null;
  /** When SyncFinished reached a socket of the session. */
  delivered_at: number | null;
}

/** The tables of migration 0014. */
export interface DesignTables {
  saved_designs: SavedDesignsTable;
  cart_items: CartItemsTable;
  sync_jobs: SyncJobsTable;
}
