// The "node" condition of the package's "./element" entry: what Node (and a
// bundler's server build: Docusaurus, VitePress, Astro pre-rendering) loads.
// With no DOM it defines nothing and throws nothing: the element is a
// browser's (its bundle extends HTMLElement and touches `document` as it
// loads), so a page pre-rendered in Node keeps <positional-encoding-widget>
// as written and the browser upgrades it. Where Node has a DOM (jsdom or
// happy-dom installed as globals, as test runners do) it loads the real
// element, as a browser would.
export let PositionalEncodingWidget;

// No top-level await: a bundler's server build makes every module that
// imports an async module async too, and Docusaurus then reads an MDX page's
// exports before they exist ("Cannot destructure property 'title' of
// 'metadata'"); Node's require() refuses such a module. With a DOM the element
// is defined a moment after the import (customElements.whenDefined).
if (typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined') {
  import('../dist/cdn/positional-encoding-widget.js').then((module) => {
    PositionalEncodingWidget = module.PositionalEncodingWidget;
  });
}
