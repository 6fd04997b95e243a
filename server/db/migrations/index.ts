/**
 * The migrations, in code (no file scanning, so bundling and tsx both work). Names sort in
 * execution order; never rename or edit one that has shipped — add a new one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_sessions_users_settings';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_content';
import * as m0004 from './0004_uploads';
import * as m0005 from './0005_image_pixel_size';
import * as m0006 from './0006_discarded_uploads';
import * as m0007 from './0007_design_files';
import * as m0008 from './0008_fonts';
import * as m0009 from './0009_image_pages';
import * as m0010 from './0010_product_text';
import * as m0011 from './0011_price_rules';
import * as m0012 from './0012_accounts';
import * as m0013 from './0013_content_library';
import * as m0014 from './0014_designs_cart';
import * as m0016 from './0016_language';
import * as m0015 from './0015_external_sign_in';
import * as m0017 from './0017_tour_guide';
import * as m0018 from './0018_embed_resume_codes';

const MIGRATIONS: Record<string, Migration> = {
  '0001_sessions_users_settings': m0001,
  '0002_catalogue': m0002,
  '0003_content': m0003,
  '0004_uploads': m0004,
  '0005_image_pixel_size': m0005,
  '0006_discarded_uploads': m0006,
  '0007_design_files': m0007,
  '0008_fonts': m0008,
  '0009_image_pages': m0009,
  '0010_product_text': m0010,
  '0011_price_rules': m0011,
  '0012_accounts': m0012,
  '0013_content_library': m0013,
  '0014_designs_cart': m0014,
  '0016_language': m0016,
  '0015_external_sign_in': m0015,
  '0017_tour_guide': m0017,
  '0018_embed_resume_codes': m0018,
};

/** Provider handing the Migrator the migrations above. */
export const inCodeMigrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
