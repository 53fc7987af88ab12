// The glossary view's description (views/description.ts): the appendix of
// the course, text only. It calls no engine function (`engine: 'none'`), so
// the widget shows it without fetching any .wasm; it has no controls and no
// state of its own.
import { describeView } from '../description.js';

export default describeView({
  id: 'glossary',
  title: 'Glossary',
  tag: 'pe-glossary-view',
  controls: [],
  engine: 'none',
  part: 'appendix',
  load: () => import('./index.js'),
  fields: {},
});
