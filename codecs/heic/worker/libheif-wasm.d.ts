/** libheif's wasm file as an asset URL (Vite `?url`; the node programs have no vite/client). */
declare module 'libheif-js/libheif-wasm/libheif.wasm?url' {
  const url: string;
  export default url;
}
