/**
 * Typed tables of the SQLite database (Kysely). Times are integers in milliseconds since the
 * Unix epoch; booleans are integers 0/1; sizes are inches; JSON columns hold text.
 */
import type { Generated } from 'kysely';
import type { ContentTables } from './contentSchema';
import type { DesignTables } from './designsSchema';
import type { EmbedTables } from './embedSchema';
import type { ExternalTables } from './externalSchema';
import type { TourTables } from './tourSchema';

/** A guest or signed-in browser session. */
export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  created_at: number;
  /** Refreshed at most once a minute. */
  last_seen_at: number;
  user_id: number | null;
  /** Set when sign-in replaced this guest session (its cookie no longer works; the row stays for what it owns). */
  rotated_at: number | null;
  /** The guest session whose uploads and designs this signed-in session took over by reference. */
  carried_from: string | null;
  /** The language chosen in this session (`Languages/set`, migration 0016), else null. */
  language: string | null;
}

/** Accounts (server/accounts). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  password_hash: string | null;
  /** JSON array of role names, e.g. ["Admin"]. */
  roles: string;
  created_at: number;
  /** When the address was confirmed; null: sign-in answers pleaseConfirmEmail. */
  email_confirmed_at: number | null;
  /** A new address (normal form) waiting for its confirmation link. */
  pending_email: string | null;
  /** The language the account last chose (`Languages/set`, migration 0016), else null. */
  language: string | null;
}

/** A confirmation, reset or create-password link (only its token's SHA-256 is kept). */
export interface AccountTokensTable {
  /** SHA-256 (hex) of the token sent in the link. */
  id: string;
  user_id: number;
  /** 'confirmEmail' | 'resetPassword' | 'createPassword' (server/accounts/tokens.ts). */
  purpose: string;
  /** The address the link was sent to (normal form). */
  email: string;
  created_at: number;
  expires_at: number;
  /** Set when used: a token works once. */
  used_at: number | null;
}

/** A fixed-window counter (sign-in attempts, look-ups, mails asked for). */
export interface AttemptCountersTable {
  /** SHA-256 (hex) of the counter's name, e.g. `signIn:account:ann@example.com`. */
  key: string;
  window_started_at: number;
  count: number;
}

/** A mail kept in the database when no SMTP server is configured (/dev/outbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** JSON string[]: the links in the text. */
  links: string;
  created_at: number;
}

/** Server settings (e.g. the generated session secret). */
export interface SettingsTable {
  key: string;
  value: string;
}

/** Products of the catalogue (ids owned by the seed). */
export interface ProductsTable {
  id: number;
  key: string;
  name: string;
  description: string;
  /** Extra words matched by product search. */
  search_keywords: string;
  is_custom_sized: number;
  is_designable: number;
  /** Listed under "frequently used" on the first page of Product/Personalized. */
  is_featured: number;
  /** Unit the size is shown in by default (0 inch, 5 feet). */
  measurement_unit: number;
  min_quantity: number;
  quantity_step: number;
  /** JSON number[] or null (then a stepper, not a dropdown). */
  quantities: string | null;
  /** JSON SizeLimits (inches and feet). */
  size_limits: string;
  /** Dots per inch of the print file. */
  export_dpi: number;
  /** 'text' (embedded subset faces) or 'outlines' (glyph paths, cut vinyl). */
  text_output: string;
  /** Smallest legible printed capital height, inches; 0: no check. */
  min_cap_height_inches: number;
  label_background: string | null;
  label_content: string | null;
  legacy_url: string | null;
  sort_order: number;
}

/** Listed sizes of a product, inches. */
export interface ProductSizesTable {
  id: number;
  product_id: number;
  width: number;
  height: number;
  is_default: number;
  has_orientation: number;
  sort_order: number;
}

/** Option groups of a product (material, print sides, grommets...). */
export interface AccessoriesTable {
  id: number;
  product_id: number;
  key: string;
  name: string;
  is_required: number;
  is_multiple: number;
  is_material: number;
  sort_order: number;
}

/** The options of an accessory. */
export interface AccessoryOptionsTable {
  id: number;
  accessory_id: number;
  key: string;
  name: string;
  description: string;
  /** CDN path of the option's picture. */
  image_path: string | null;
  /** JSON OptionConfiguration (src/domain/productOptions). */
  configuration: string;
  is_default: number;
  /** CDN path of the material surface drawn behind the canvas. */
  background_image_path: string | null;
  is_roll_pack: number;
  sort_order: number;
}

/** What selecting an option charges (kinds and units: src/domain/priceRules.ts). */
export interface PriceRulesTable {
  id: number;
  option_id: number;
  /** A PriceRuleKind: 'base-area', 'base-item', 'item', 'sq-ft', 'grommet', 'hole', 'hem-foot', 'side', 'percent'. */
  kind: string;
  /** Whole cents per unit of the kind (per sq ft, piece, grommet, hole, linear foot, side). */
  cents: number;
  /** 'base-area': the least one piece costs, cents. */
  minimum_cents: number;
  /** 'percent': hundredths of a percent of the piece's base price. */
  basis_points: number;
  sort_order: number;
}

/** Quantity discounts: from `min_quantity` pieces, `basis_points` hundredths of a percent off. */
export interface QuantityTiersTable {
  id: number;
  product_id: number;
  min_quantity: number;
  basis_points: number;
}

/** Two options (of two accessories of one product) that cannot be ordered together. */
export interface OptionIncompatibilitiesTable {
  id: number;
  product_id: number;
  option_id: number;
  other_option_id: number;
  /** Lower-case clause for the compatibility notice ("rigid panels are drilled instead"). */
  reason: string;
}

/** Pictures of a product: main, shape, slider, safe-zone contour. */
export interface ProductImagesTable {
  id: number;
  product_id: number;
  /** 0 main, 1 shape, 2 slider, 3 safe-zone contour. */
  type: number;
  size_id: number | null;
  /** CDN path, e.g. /images/products/101/main.svg. */
  path: string;
  alt: string;
  sort_order: number;
}

/** Website configuration JSON by key. */
export interface WebsiteConfigurationsTable {
  key: string;
  json: string;
}

/** Translated texts by language and key. */
export interface TranslationsTable {
  lang: string;
  key: string;
  text: string;
}

/** A chunked upload (one per client file id), in progress or complete. */
export interface UploadFilesTable {
  /** Server-made id (32 hex); names the stored bytes (`uploads/<id>/…`). */
  id: string;
  /** The client's file id (unique). */
  file_id: string;
  /** The session that started it (null once the session is gone). */
  session_id: string | null;
  /** The signed-in user that started it, else null. */
  user_id: number | null;
  /** 'original' | 'rendition' | 'design' (X-Upload-Purpose). */
  purpose: string;
  /** Sanitised display name. */
  file_name: string;
  /** The client's declared type (informative). */
  declared_type: string;
  /** Bytes. */
  total_size: number;
  /** Bytes of every chunk but the last. */
  chunk_size: number;
  chunk_count: number;
  /** Whole-file SHA-256 the client declared (hex), or null. */
  expected_sha256: string | null;
  /** ImageFormat detected from the first chunk; null until chunk 1 arrives. */
  format: string | null;
  /** 'incomplete' | 'complete'. */
  status: string;
  /** SHA-256 (hex) of the assembled file, once complete. */
  sha256: string | null;
  created_at: number;
  /** Time of the last chunk received. */
  updated_at: number;
}

/** A received chunk of an upload (its bytes are in storage). */
export interface UploadChunksTable {
  upload_id: string;
  /** 1-based index. */
  idx: number;
  /** Bytes. */
  size: number;
  /** SHA-256 (hex) of the chunk. */
  sha256: string;
}

/** An uploaded image (spec: imageId, fileId, originalMIMEType, mimeType, isTemporary). */
export interface UploadedImagesTable {
  /** Random id (22 characters, base64url). */
  id: string;
  session_id: string | null;
  /** Owner when signed in; null for guests' (temporary) images. */
  user_id: number | null;
  is_temporary: number;
  /** Sanitised display name. */
  file_name: string;
  created_at: number;
  /** Pixel size of the original after orientation, as the editor measured it; null if not given. */
  pixel_width: number | null;
  pixel_height: number | null;
  /** Pages of the original a shopper may choose from, as the editor counted them; null: one. */
  pages: number | null;
}

/** The files of an image: its original and renditions. */
export interface UploadedImageFilesTable {
  image_id: string;
  /** 'original' | 'thumbnail240' | 'thumbnail960' | 'display'. */
  role: string;
  /** The complete upload holding the bytes (unique: a file belongs to one image). */
  upload_id: string;
}

/** A file id its client dropped: refused from then on (a late chunk cannot restart it). */
export interface DiscardedUploadsTable {
  file_id: string;
  /** ms since the epoch. */
  created_at: number;
}

/** A design file the export made (print PNG, SVG, design thumbnail), held by a design-purpose upload. */
export interface DesignFilesTable {
  /** Random id (22 characters, base64url). */
  id: string;
  /** The complete upload holding the bytes (unique; the row goes with it). */
  upload_id: string;
  session_id: string | null;
  /** Owner when signed in, else null (the session owns it). */
  user_id: number | null;
  /** 'png' | 'svg' | 'thumbnail240' | 'thumbnail960' (src/domain/uploads/designFiles). */
  kind: string;
  /** From the bytes. */
  mime_type: string;
  bytes: number;
  /** Pixels (PNG, WebP) or CSS px (SVG); null when the file does not say. */
  width: number | null;
  height: number | null;
  /** Dots per inch from the PNG's pHYs, else null. */
  dpi: number | null;
  /** SHA-256 (hex) of the file. */
  sha256: string;
  /** Where the bytes are (server/storage). */
  storage_key: string;
  created_at: number;
}

/** A font category (ids fixed by server/fonts/catalogue.json). */
export interface FontCategoriesTable {
  id: number;
  name: string;
  sort_order: number;
}

/** A font family of the catalogue. */
export interface FontFamiliesTable {
  /** Fixed by the catalogue (kept across regenerations by slug). */
  id: number;
  /** URL segment of its files, e.g. `open-sans`. */
  slug: string;
  name: string;
  category_id: number;
  /** SPDX id of the font's licence, e.g. `OFL-1.1`. */
  licence: string;
  /** The npm package its files come from, e.g. `@fontsource/open-sans`. */
  package: string;
  /** JSON object: CSS unicode-range by subset (`latin`, `latin-ext`). */
  unicode_ranges: string;
  /** Times a shopper chose it (IncFontFamilyRating); kept when the catalogue is reseeded. */
  rating: number;
  /** Catalogue order, the tie-break after rating. */
  sort_order: number;
}

/** A face of a family: one weight and style. */
export interface FontVariantsTable {
  /** familyId × 10000 + weight × 10 + (italic ? 1 : 0): stable across reseeding. */
  id: number;
  family_id: number;
  /** e.g. `Bold Italic`. */
  name: string;
  /** 'normal' | 'italic'. */
  style: string;
  /** CSS weight, 100–1000. */
  weight: number;
  /** JSON FontFile[] (src/domain/fonts/types): subset and URL of each file. */
  files: string;
}

/** The whole database, for `Kysely<Database>`. */
export interface Database
  extends ContentTables, DesignTables, ExternalTables, TourTables, EmbedTables {
  sessions: SessionsTable;
  users: UsersTable;
  account_tokens: AccountTokensTable;
  attempt_counters: AttemptCountersTable;
  mail_outbox: MailOutboxTable;
  settings: SettingsTable;
  products: ProductsTable;
  product_sizes: ProductSizesTable;
  accessories: AccessoriesTable;
  accessory_options: AccessoryOptionsTable;
  product_images: ProductImagesTable;
  price_rules: PriceRulesTable;
  quantity_tiers: QuantityTiersTable;
  option_incompatibilities: OptionIncompatibilitiesTable;
  website_configurations: WebsiteConfigurationsTable;
  translations: TranslationsTable;
  upload_files: UploadFilesTable;
  upload_chunks: UploadChunksTable;
  uploaded_images: UploadedImagesTable;
  uploaded_image_files: UploadedImageFilesTable;
  discarded_uploads: DiscardedUploadsTable;
  design_files: DesignFilesTable;
  font_categories: FontCategoriesTable;
  font_families: FontFamiliesTable;
  font_variants: FontVariantsTable;
}
