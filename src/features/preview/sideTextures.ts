/**
 * The pictures on the panel's faces as three.js textures: each side's design picture drawn on
 * white (a design without a background shows white on screen, as in the editor), mirrored left
 * to right for a 'reversed' back. A side's picture is rendered once even when both faces show it.
 */
import type { Texture } from 'three';
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Side } from '../../domain/editor/sides';
import type { PanelFace } from '../../domain/preview';

/** Renders a side's design picture (PNG) with its longer side `longSide` px. */
export type SidePicture = (side: Side, longSide: number) => Promise<Blob>;

export interface FaceTextures {
  /** Null: the face is blank material. */
  front: Texture | null;
  back: Texture | null;
  dispose(): void;
}

/** Paper colour under a design without a background, as the editor shows it. */
const BLANK = '#ffffff';

async function pictureCanvas(blob: Blob, mirrored: boolean): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas unavailable');
    ctx.fillStyle = BLANK;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (mirrored) ctx.setTransform(-1, 0, 0, 1, canvas.width, 0);
    ctx.drawImage(bitmap, 0, 0);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/**
 * The textures of both faces at `longSide` px, sampled with `anisotropy` (the GPU's maximum, so
 * the design stays sharp when the panel is turned). Checks `signal` between steps.
 */
export async function faceTextures(
  faces: { front: PanelFace; back: PanelFace },
  picture: SidePicture,
  longSide: number,
  anisotropy: number,
  signal: AbortSignal,
): Promise<FaceTextures> {
  const blobs = new Map<Side, Promise<Blob>>();
  const blobOf = (side: Side) => {
    let blob = blobs.get(side);
    if (!blob) {
      blob = picture(side, longSide);
      blobs.set(side, blob);
    }
    return blob;
  };
  const canvases: HTMLCanvasElement[] = [];
  const textures: Texture[] = [];
  const textureOf = async (face: PanelFace): Promise<Texture | null> => {
    if (!face.source) return null;
    const blob = await blobOf(face.source);
    signal.throwIfAborted();
    const canvas = await pictureCanvas(blob, face.mirrored);
    canvases.push(canvas);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = anisotropy;
    textures.push(texture);
    return texture;
  };
  const dispose = () => {
    for (const t of textures) t.dispose();
    for (const c of canvases) {
      c.width = 0;
      c.height = 0;
    }
  };
  try {
    const front = await textureOf(faces.front);
    const back = await textureOf(faces.back);
    signal.throwIfAborted();
    return { front, back, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
