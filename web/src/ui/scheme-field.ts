// A whole-number input of the scheme views (Shaw's k, T5's buckets, ALiBi's
// heads): the number field every view's own controls use (view-fields.ts).
export { numberField as schemeField, type NumberField as SchemeField } from './view-fields.js';
