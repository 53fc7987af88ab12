// The entry the element imports lazily for a `code` attribute: a module of
// its own, so its chunk's exports are the namespace import() returns. When
// import() named state/url.ts, which other chunks also import statically,
// the bundler built that namespace with a for-in over a plain object, which
// threw on host pages that add keys to Object.prototype.
export { decodeCodeParam } from './url.js';
