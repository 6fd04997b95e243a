/**
 * A side's design as live Fabric objects, with the editor's classes registered: what a page
 * that draws a design on a Fabric canvas of its own needs. Only the harness's naive export
 * baseline (harness/export/naiveExport.ts) uses it; the editor and the export build their own.
 */
import type { FabricObject } from 'fabric';
import type { SideDesign } from '../domain/export';
import { registerCustomProperties } from './customProperties';
import { enlivenDesign } from './designDocument';
import { registerDesignImage } from './designImage';
import { registerDesignText } from './designText';

/** The objects of `design` (null: a blank side), bottom to top, editor-only objects dropped. */
export async function liveSideObjects(design: SideDesign | null): Promise<FabricObject[]> {
  registerCustomProperties();
  registerDesignImage();
  registerDesignText();
  return design ? enlivenDesign(design) : [];
}
