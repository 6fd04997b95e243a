/**
 * Whether this engine runs WebAssembly SIMD128 (Chrome 91, Firefox 89, Safari 16.4, Node 16.4):
 * `WebAssembly.validate` on the smallest module that uses a v128 instruction. Synchronous and
 * cheap (~0.1 ms: nothing is compiled for real); the result is cached.
 */

/** `(func (result v128) i32.const 0 i32x4.splat)`: type, function and code sections, 29 bytes. */
// prettier-ignore
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
  1, 5, 1, 96, 0, 1, 123, // type section: () → v128
  3, 2, 1, 0, // function section: one function of type 0
  10, 8, 1, 6, 0, 65, 0, 253, 17, 11, // code: no locals, i32.const 0, i32x4.splat, end
]);

let supported: boolean | null = null;

/** True when WebAssembly exists and validates a SIMD128 module. */
export function simdSupported(): boolean {
  if (supported === null) {
    try {
      supported = typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
    } catch {
      supported = false;
    }
  }
  return supported;
}
