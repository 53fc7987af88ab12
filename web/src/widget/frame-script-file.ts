// Where a view's frame script sits in the package's dist/cdn (and in
// dist/site), relative to the element's classic script: written by the
// classic build (vite.classic-frames.ts), named by the Share dialog's snippet.
// Pure: no DOM, so the build config can import it.

/** The frame script of `view`, for the full element or the lite one. */
export function frameScriptFile(view: string, lite = false): string {
  return `frames/${view}${lite ? '.lite' : ''}.classic.js`;
}
