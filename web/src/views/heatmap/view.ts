// The heat map's description (views/description.ts): the registry and the
// state schema read it at start-up; the view's code loads on first show.
import { field } from '../../state/field.js';
import { numeric, clamp, type FieldReader } from '../../state/readers.js';
import { MAX_SEQ_LEN } from '../../state/shared-fields.js';
import { describeView } from '../description.js';

/**
 * A window edge: a position (r0, r1) or a dimension (c0, c1), a whole cell,
 * or empty text / null for "fit the whole matrix". Fractions (links written
 * before edges were whole cells) are rounded to the nearest cell.
 */
const windowEdge: FieldReader<number | null> = (() => {
  const number = numeric(
    (value, name, said, notices) =>
      clamp(Math.round(value) + 0, -MAX_SEQ_LEN, 2 * MAX_SEQ_LEN, name, said, notices),
    'showing the whole matrix',
  );
  return {
    fromText: (text, name, notices) => (text === '' ? null : number.fromText(text, name, notices)),
    fromValue: (value, name, notices) =>
      value === null ? null : number.fromValue(value, name, notices),
  };
})();

const edge = (key: string) => field<number | null>({ default: null, reader: windowEdge, key });

export default describeView({
  id: 'heatmap',
  title: 'Heat map',
  part: 'course',
  tag: 'pe-heatmap-view',
  controls: ['seq-len', 'd-model', 'base', 'layout', 'cmap'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  engine: 'core',
  fields: {
    /** The window shown (positions r0..r1, dimensions c0..c1, end exclusive); null = fit the whole matrix. */
    r0: edge('r0'),
    r1: edge('r1'),
    c0: edge('c0'),
    c1: edge('c1'),
  },
});
