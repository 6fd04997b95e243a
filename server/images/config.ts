/**
 * Tunables of `/images/process`:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | IMAGE_PROCESS_BURST | 60 | pictures an address may have rendered at once (cache misses) |
 * | IMAGE_PROCESS_PER_SECOND | 10 | renders it regains per second |
 *
 * Answers from the disk cache are not counted (they cost a file read, under the per-address
 * request limit like every path). A first visit to the Elements panel renders about 24
 * thumbnails per tab.
 */
import type { Env } from '../uploads/envInteger';
import { envInteger } from '../uploads/envInteger';

export interface ImageProcessConfig {
  renderBurst: number;
  rendersPerSecond: number;
}

export const DEFAULT_IMAGE_PROCESS_CONFIG: ImageProcessConfig = {
  renderBurst: 60,
  rendersPerSecond: 10,
};

export function imageProcessConfigFromEnv(env: Env): ImageProcessConfig {
  const d = DEFAULT_IMAGE_PROCESS_CONFIG;
  return {
    renderBurst: envInteger(env, 'IMAGE_PROCESS_BURST', d.renderBurst, 1, 1_000_000),
    rendersPerSecond: envInteger(env, 'IMAGE_PROCESS_PER_SECOND', d.rendersPerSecond, 1, 1_000_000),
  };
}
