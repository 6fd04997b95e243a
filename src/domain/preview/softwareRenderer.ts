/**
 * Whether a WebGL renderer string names a software rasteriser (SwiftShader, which Chromium
 * falls back to when the GPU is blocked or absent; Mesa's llvmpipe and softpipe; Microsoft's
 * Basic Render Driver). Those draw every pixel on the CPU, where multisampling costs about three
 * times the frame (measured here in headless Chromium: about 160 against 50 ms a frame), so
 * the preview asks them for no antialiasing.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}
