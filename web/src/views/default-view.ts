// The view of a fresh element and of a link or attribute set without
// `view=`: the heat map, as the README documents and as every link written
// before links named their view means. Named here, not taken from the
// registry's (course) order: the lesson page starts a bare visit at the
// course's first chapter instead (page.ts), and links write `view=` always.
// Its own module so the build (vite.pages.ts) reads it too: the default
// view's code is in every first load, so the shared modules it imports go
// into the element's chunk instead of chunks of their own.
export const DEFAULT_VIEW = 'heatmap';
