import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './softwareRenderer';

describe('isSoftwareRenderer', () => {
  it.each([
    [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      true,
    ],
    ['Google SwiftShader', true],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
    ['Mesa softpipe', true],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Apple GPU', false],
    ['Mali-G78', false],
    ['Adreno (TM) 730', false],
    ['', false],
  ])('%s → %s', (renderer, software) => {
    expect(isSoftwareRenderer(renderer)).toBe(software);
  });
});
