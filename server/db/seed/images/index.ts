/** Every CDN file the seed writes: product pictures, option pictures, textures, shapes, logo. */
import { SHAPE_TYPES } from '../../../../src/domain/productOptions';
import { optionImagePath, productImagePaths, sizeIdOf } from '../catalogueRows';
import { shapeCutImagePath } from '../optionSets';
import { SURFACES } from '../types';
import type { SeedProduct } from '../types';
import { optionDiagramSvg } from './optionSvg';
import { logoSvg, productPictureSvg } from './productSvg';
import { hStakeShapeSvg, safeAreaSvg, shapeCutSvg } from './shapeSvg';
import { surfacePath, surfaceSvg } from './surfaceSvg';

/** A file to write: its CDN path (under /images/) and content. */
export interface CdnFile {
  path: string;
  content: string;
}

/** CDN path of the company logo. */
export const LOGO_PATH = '/images/brand/logo.svg';

/** The files for a catalogue and a company name. */
export function seedImageFiles(products: readonly SeedProduct[], companyName: string): CdnFile[] {
  const files: CdnFile[] = [{ path: LOGO_PATH, content: logoSvg(companyName) }];
  for (const surface of SURFACES)
    files.push({ path: surfacePath(surface), content: surfaceSvg(surface) });
  for (const shape of SHAPE_TYPES)
    files.push({ path: shapeCutImagePath(shape), content: shapeCutSvg(shape) });
  for (const p of products) {
    files.push({ path: productImagePaths.main(p.id), content: productPictureSvg(p, 'main') });
    files.push({ path: productImagePaths.detail(p.id), content: productPictureSvg(p, 'detail') });
    p.sizes.forEach((s, i) => {
      const sizeId = sizeIdOf(p, i);
      if (p.hasShapeImages) {
        files.push({
          path: productImagePaths.shape(p.id, sizeId),
          content: hStakeShapeSvg(s.width, s.height),
        });
      }
      if (p.safeAreaInsetInches !== undefined) {
        files.push({
          path: productImagePaths.safeArea(p.id, sizeId),
          content: safeAreaSvg(s.width, s.height, p.safeAreaInsetInches),
        });
      }
    });
    for (const a of p.accessories) {
      for (const o of a.options) {
        if (o.surface) continue; // the texture file is shared
        files.push({
          path: optionImagePath(p, a.key, o),
          content: optionDiagramSvg(o.configuration, p.accent, o.name),
        });
      }
    }
  }
  return files;
}
