/** The emscripten module of wawoff2 (Google's woff2 decoder in WebAssembly), as fonts.ts uses it. */
declare module 'wawoff2/build/decompress_binding.js' {
  const binding: {
    decompress(woff2: Uint8Array): Uint8Array | false;
    onRuntimeInitialized?: () => void;
    calledRun?: boolean;
  };
  export default binding;
}
