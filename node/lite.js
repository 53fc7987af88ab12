// The "node" condition of "./lite": as node/element.js, for the lite build.
export let PositionalEncodingWidget;

// No top-level await: a bundler's server build makes every module that
// imports an async module async too, and Docusaurus then reads an MDX page's
// exports before they exist ("Cannot destructure property 'title' of
// 'metadata'"); Node's require() refuses such a module. With a DOM the element
// is defined a moment after the import (customElements.whenDefined).
if (typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined') {
  import('../dist/cdn/positional-encoding-widget-lite.js').then((module) => {
    PositionalEncodingWidget = module.PositionalEncodingWidget;
  });
}
