/**
 * The part of Node's WebAssembly global the embedded database uses (pglite-open.ts): TypeScript
 * declares WebAssembly only in its DOM libraries, and this project's @types/node (20) not at all.
 */
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque compiled module, handed on to PGlite as it is
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
