/**
 * Types for the ESM bundle of libheif-js 1.23 (`libheif-wasm/libheif-bundle.mjs`: Emscripten glue
 * with the wasm inlined as base64) and for its glue alone (`libheif-wasm/libheif.js`, CommonJS,
 * the wasm in `libheif.wasm` beside it), which ship no declaration of their own. Only what the decoder
 * uses is declared. Raw C exports keep their wasm32 ABI: every pointer, `size_t`, `int` and enum
 * is a `number`; a C function returning `struct heif_error` by value takes a hidden first
 * argument, the address the 12-byte struct is written to (sret), and returns nothing.
 */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  /** Emscripten module options the decoder passes. */
  export interface LibheifModuleOptions {
    /** stdout of the C code (libheif/libde265 debug prints). */
    print?(text: string): void;
    /** stderr of the C code. */
    printErr?(text: string): void;
    /** Called when the C code calls abort(); the module is unusable afterwards. */
    onAbort?(what: unknown): void;
  }

  /** One image of the embind convenience API (used by tests as the whole-image reference). */
  export interface LibheifJsImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    /** Decodes with every transformation applied and writes RGBA into `target.data`. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: unknown) => void,
    ): void;
    free(): void;
  }

  export interface LibheifModule {
    /** Views of the wasm memory; replaced whenever the memory grows, so read them per use. */
    readonly HEAPU8: Uint8Array;
    readonly HEAP32: Int32Array;
    readonly HEAPU32: Uint32Array;
    _malloc(bytes: number): number;
    _free(ptr: number): void;

    heif_get_version(): string;
    HeifDecoder: new () => { decode(bytes: Uint8Array): LibheifJsImage[] };

    _heif_have_decoder_for_format(format: number): number;
    _heif_context_alloc(): number;
    _heif_context_free(ctx: number): void;
    _heif_context_read_from_memory_without_copy(
      errOut: number,
      ctx: number,
      mem: number,
      size: number,
      options: number,
    ): void;
    _heif_context_get_primary_image_handle(errOut: number, ctx: number, handleOut: number): void;
    _heif_context_get_image_handle(
      errOut: number,
      ctx: number,
      itemId: number,
      handleOut: number,
    ): void;
    _heif_image_handle_release(handle: number): void;
    _heif_image_handle_get_item_id(handle: number): number;
    _heif_image_handle_get_width(handle: number): number;
    _heif_image_handle_get_height(handle: number): number;
    _heif_image_handle_get_ispe_width(handle: number): number;
    _heif_image_handle_get_ispe_height(handle: number): number;
    _heif_image_handle_has_alpha_channel(handle: number): number;
    _heif_image_handle_get_luma_bits_per_pixel(handle: number): number;
    _heif_image_handle_get_image_tiling(
      errOut: number,
      handle: number,
      processTransformations: number,
      tilingOut: number,
    ): void;
    _heif_image_handle_decode_image_tile(
      errOut: number,
      handle: number,
      imageOut: number,
      colorspace: number,
      chroma: number,
      options: number,
      tileX: number,
      tileY: number,
    ): void;
    _heif_decode_image(
      errOut: number,
      handle: number,
      imageOut: number,
      colorspace: number,
      chroma: number,
      options: number,
    ): void;
    _heif_image_handle_get_grid_image_tile_id(
      errOut: number,
      handle: number,
      processTransformations: number,
      tileX: number,
      tileY: number,
      itemIdOut: number,
    ): void;
    _heif_decoding_options_alloc(): number;
    _heif_decoding_options_free(options: number): void;
    _heif_image_release(image: number): void;
    _heif_image_get_width(image: number, channel: number): number;
    _heif_image_get_height(image: number, channel: number): number;
    _heif_image_get_plane_readonly2(image: number, channel: number, strideOut: number): number;
    _heif_image_handle_get_list_of_thumbnail_IDs(
      handle: number,
      idsOut: number,
      count: number,
    ): number;
    _heif_image_handle_get_number_of_thumbnails(handle: number): number;
    _heif_image_handle_get_thumbnail(
      errOut: number,
      handle: number,
      itemId: number,
      handleOut: number,
    ): void;
    _heif_item_get_item_type(ctx: number, itemId: number): number;
    _heif_item_get_item_data(
      errOut: number,
      ctx: number,
      itemId: number,
      compressionOut: number,
      dataOut: number,
      sizeOut: number,
    ): void;
    _heif_release_item_data(ctx: number, dataPtrPtr: number): void;
    _heif_item_get_transformation_properties(
      ctx: number,
      itemId: number,
      idsOut: number,
      count: number,
    ): number;
    _heif_item_get_property_type(ctx: number, itemId: number, propertyId: number): number;
    _heif_item_get_property_transform_rotation_ccw(
      ctx: number,
      itemId: number,
      propertyId: number,
    ): number;
    _heif_item_get_property_transform_mirror(
      ctx: number,
      itemId: number,
      propertyId: number,
    ): number;
    _heif_item_get_property_transform_crop_borders(
      ctx: number,
      itemId: number,
      propertyId: number,
      imageWidth: number,
      imageHeight: number,
      leftOut: number,
      topOut: number,
      rightOut: number,
      bottomOut: number,
    ): void;
  }

  /** Instantiates the module synchronously (`new WebAssembly.Module`: fine in workers). */
  const factory: (options?: LibheifModuleOptions) => LibheifModule;
  export default factory;
}

declare module 'libheif-js/libheif-wasm/libheif.js' {
  import type {
    LibheifModule,
    LibheifModuleOptions,
  } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

  export interface LibheifGlueOptions extends LibheifModuleOptions {
    /**
     * Emscripten's hook for bringing the wasm instance: called synchronously with the imports;
     * pass the instance to `receive` and return what it returns (the exports). This glue is
     * built for synchronous instantiation, so the instance must exist before the hook returns.
     */
    instantiateWasm(
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance) => WebAssembly.Exports,
    ): WebAssembly.Exports;
  }

  /** The same module as the bundle's, from a wasm instance the caller makes. */
  const factory: (options: LibheifGlueOptions) => LibheifModule;
  export default factory;
}
