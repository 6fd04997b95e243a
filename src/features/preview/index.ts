/** The previews feature's public face: the 3D preview modal (three.js loads when it opens). */
export { Preview3DModal } from './Preview3DModal';
export type { Preview3DModalProps } from './Preview3DModal';
