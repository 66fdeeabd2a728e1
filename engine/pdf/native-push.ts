// pdfjs-dist's legacy build bundles core-js, which replaces Array.prototype.push with a JavaScript
// version on V8 before 12.2 (Node 20): V8 there fails two edge cases of the spec (a push past
// 2^32 elements, a push onto an array whose length is read-only) that no code of ours or of
// pdfjs relies on. The replacement is global and several times slower than the builtin, which V8
// inlines; every push in a worker paid for it, in OCR post-processing and field extraction alike.
// open.ts imports this module before pdfjs, so the builtin is kept here, and puts it back once
// pdfjs has loaded.

const builtinPush = Array.prototype.push;

/** Puts the engine's own Array.prototype.push back after pdfjs's polyfill replaced it. */
export function restoreBuiltinPush(): void {
  if (Array.prototype.push !== builtinPush) {
    Object.defineProperty(Array.prototype, 'push', { value: builtinPush, writable: true, enumerable: false, configurable: true });
  }
}
