// The "node" condition of "./lite": as node/element.js, for the lite build.
export let PositionalEncodingWidget;

if (typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined') {
  ({ PositionalEncodingWidget } = await import('../dist/cdn/positional-encoding-widget-lite.js'));
}
