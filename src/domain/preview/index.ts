/**
 * The 3D preview's rules as data: the material's thickness and edge colour, the panel with its
 * holes, grommets, standoffs and faces, the camera's fit and the side textures' size.
 */
export type { CameraFit } from './cameraFit';
export { cameraFit } from './cameraFit';
export type { MaterialKind, MaterialOption, MaterialProfile } from './materialProfile';
export { materialProfile, selectedMaterial, thicknessFromName } from './materialProfile';
export type { PanelFace, PanelInput, PanelModel } from './panelModel';
export { panelModel, panelScale, toScene } from './panelModel';
export { isSoftwareRenderer } from './softwareRenderer';
export type { TextureLimits } from './textureSize';
export { sideTextureSize } from './textureSize';
