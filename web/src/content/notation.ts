// The one notation of the whole lesson: each symbol once, with its meaning
// and its range. The encoding keeps the paper's letters (the seeds use them);
// attention gets its own (RoFormer's and Hugging Face's m and n), so that no
// letter means two things: i is a pair, never a position; k is an offset,
// never a key vector; θ is an angle, never a frequency. Where a source writes
// a symbol differently, `sources` says how, so a reader can go back to it.
// (Review 20, "One notation for the whole lesson".)
//
// Pure data, like a chapter: markup (content/markup.ts), no Lit, no DOM.

export interface NotationEntry {
  /** The entry's anchor (#sym-<id>). */
  readonly id: string;
  /** The symbol as the lesson writes it; markup. */
  readonly symbol: string;
  /** What it stands for; markup (may link terms). */
  readonly meaning: string;
  /** The values it takes; markup. */
  readonly range: string;
  /** How the sources write it, where they differ; markup. */
  readonly sources?: string;
}

export const notation: readonly NotationEntry[] = [
  {
    id: 'pos',
    symbol: '<var>pos</var>',
    meaning: 'A token’s <a data-term="position">position</a>, in PE(<var>pos</var>).',
    range: '0, 1, …, <var>N</var> − 1: counted from 0',
  },
  {
    id: 'n-positions',
    symbol: '<var>N</var>',
    meaning: 'How many positions are shown or scored (the widget’s <code>seq_len</code>).',
    range: '1 or more',
  },
  {
    id: 'd-model',
    symbol: 'd<sub>model</sub>',
    meaning:
      'The width of every token vector: <a data-term="d-model">d<sub>model</sub></a> (never a ' +
      'bare <var>d</var>).',
    range: 'even, 2 or more (4 in the worked example, 512 in the paper’s base model)',
  },
  {
    id: 'i',
    symbol: '<var>i</var>',
    meaning: 'A <a data-term="pair">pair</a> of columns that share one frequency.',
    range: '0, 1, …, d<sub>model</sub>/2 − 1; never a position',
    sources: 'the paper calls it “the dimension”',
  },
  {
    id: 'j',
    symbol: '<var>j</var>',
    meaning:
      'A column (dimension) of the encoding: pair <var>i</var> fills columns 2<var>i</var> and ' +
      '2<var>i</var> + 1 in the <a data-term="interleaved-split">interleaved layout</a>, ' +
      '<var>i</var> and d<sub>model</sub>/2 + <var>i</var> in the split one.',
    range: '0, 1, …, d<sub>model</sub> − 1',
  },
  {
    id: 'pe',
    symbol: 'PE(<var>pos</var>), PE(<var>pos</var>, <var>j</var>)',
    meaning:
      'The <a data-term="positional-encoding">positional encoding</a> of <var>pos</var> (a ' +
      'vector of d<sub>model</sub> numbers), and its entry in column <var>j</var>.',
    range: 'each entry in [−1, 1]',
  },
  {
    id: 'base',
    symbol: 'base',
    meaning:
      'The constant in the divisor base<sup>2<var>i</var>/d<sub>model</sub></sup>: the <a data-term="base">base</a>.',
    range: '10000 in the paper; any number above 1 here',
  },
  {
    id: 'omega',
    symbol: 'ω<sub><var>i</var></sub>',
    meaning:
      'The <a data-term="frequency">frequency</a> of pair <var>i</var>: ω<sub><var>i</var></sub> ' +
      '= 1/base<sup>2<var>i</var>/d<sub>model</sub></sup>, radians per position.',
    range: 'from 1 (pair 0) down towards 1/base',
    sources:
      'the tutorial writes ω<sub><var>i</var></sub>; RoPE code calls it <code>inv_freq</code>, ' +
      'and some texts θ<sub><var>i</var></sub>',
  },
  {
    id: 'theta',
    symbol: 'θ',
    meaning:
      'An <a data-term="angle">angle</a>: θ = <var>pos</var> · ω<sub><var>i</var></sub>, the ' +
      'argument of pair <var>i</var>’s sin and cos, in radians.',
    range: '0 or more; never a frequency',
  },
  {
    id: 'lambda',
    symbol: 'λ<sub><var>i</var></sub>',
    meaning:
      'The <a data-term="wavelength">wavelength</a> of pair <var>i</var>: λ<sub><var>i</var></sub> ' +
      '= 2π/ω<sub><var>i</var></sub> positions per turn.',
    range: 'from 2π (pair 0) up towards 2π · base',
  },
  {
    id: 'k',
    symbol: '<var>k</var>',
    meaning:
      'An <a data-term="offset">offset</a>: how many positions lie between two tokens, as in ' +
      'PE(<var>pos</var> + <var>k</var>).',
    range: 'a whole number, either sign; never a key vector',
    sources: 'the paper’s “fixed offset <var>k</var>”',
  },
  {
    id: 'rk',
    symbol: 'R<sub><var>k</var></sub>',
    meaning:
      'The <a data-term="rotation-matrix">rotation</a> that takes PE(<var>pos</var>) to ' +
      'PE(<var>pos</var> + <var>k</var>), the same for every <var>pos</var>.',
    range: 'one 2 × 2 block per pair',
  },
  {
    id: 'x',
    symbol: '<strong>x</strong> = <strong>e</strong> + PE(<var>pos</var>)',
    meaning:
      'A token’s input to the first layer: its <a data-term="embedding">embedding</a> ' +
      '<strong>e</strong> plus the encoding of its position (added, not concatenated).',
    range: 'd<sub>model</sub> numbers each',
  },
  {
    id: 'w',
    symbol: 'W<sub>Q</sub>, W<sub>K</sub>, W<sub>V</sub>',
    meaning:
      'The learned matrices that make a token’s <a data-term="query">query</a>, ' +
      '<a data-term="key">key</a> and <a data-term="value">value</a> from its input.',
    range: 'd<sub>model</sub> × d<sub>head</sub> each, one set per head',
    sources: 'the paper’s W<sup>Q</sup>, W<sup>K</sup>, W<sup>V</sup>',
  },
  {
    id: 'm-n',
    symbol: '<var>m</var>, <var>n</var>',
    meaning: 'The position of a query (<var>m</var>) and of a key (<var>n</var>) in attention.',
    range: '0, 1, …, <var>N</var> − 1',
    sources:
      'Su et al. write <var>m</var>, <var>n</var>; Shaw et al., Dai et al. and Press et al. write <var>i</var>, <var>j</var>',
  },
  {
    id: 'distance',
    symbol: '<var>D</var> = <var>m</var> − <var>n</var>',
    meaning: 'The distance from a query back to a key.',
    range: 'a whole number; 0 or more for a key at or before the query',
  },
  {
    id: 'qkv',
    symbol:
      '<strong>q</strong><sub><var>m</var></sub>, <strong>k</strong><sub><var>n</var></sub>, <strong>v</strong><sub><var>n</var></sub>',
    meaning:
      'The query vector of position <var>m</var> and the key and value vectors of position ' +
      '<var>n</var>: <strong>q</strong><sub><var>m</var></sub> = <strong>x</strong><sub><var>m</var></sub>' +
      'W<sub>Q</sub>, and so on. Always with a position, so a key vector is never a bare <var>k</var>.',
    range: 'd<sub>head</sub> numbers each',
  },
  {
    id: 'heads',
    symbol: '<var>H</var>, <var>h</var>',
    meaning: 'The number of <a data-term="head">heads</a>, and one head.',
    range: '<var>h</var> = 1, 2, …, <var>H</var>',
    sources: 'Press et al. number heads from 1; some code from 0',
  },
  {
    id: 'd-head',
    symbol: 'd<sub>head</sub>',
    meaning: 'The width of one head’s queries, keys and values: d<sub>model</sub>/<var>H</var>.',
    range: 'a whole number',
    sources: 'the paper’s d<sub>k</sub>',
  },
  {
    id: 'slope',
    symbol: '<var>s</var><sub><var>h</var></sub>',
    meaning: 'The <a data-term="alibi">ALiBi</a> slope of head <var>h</var>.',
    range: 'fixed, between 0 and 1',
    sources: 'Press et al. write <var>m</var>',
  },
  {
    id: 'clip-distance',
    symbol: '<var>K</var>',
    meaning:
      'The clipping distance of <a data-term="shaw">Shaw et al.’s relative positions</a>: ' +
      'distances beyond it share the vectors of ±<var>K</var>.',
    range: 'a whole number, 0 or more',
    sources: 'Shaw et al. write <var>k</var>',
  },
  {
    id: 'shaw-vectors',
    symbol:
      '<var>w</var><sup>K</sup><sub><var>r</var></sub>, <var>w</var><sup>V</sup><sub><var>r</var></sub>',
    meaning:
      'Shaw et al.’s learned vectors for the keys and for the values, at <var>r</var> = ' +
      '<a data-term="clip">clip</a>(<var>n</var> − <var>m</var>, −<var>K</var>, <var>K</var>).',
    range: '<var>r</var> = −<var>K</var>, …, <var>K</var>: 2<var>K</var> + 1 vectors in each table',
  },
  {
    id: 'r-d',
    symbol: '<var>r</var><sub><var>D</var></sub>',
    meaning:
      '<a data-term="transformer-xl">Transformer-XL’s</a> sinusoid of the distance <var>D</var> ' +
      '(lowercase: it is a vector, not the rotation R<sub><var>k</var></sub>).',
    range: 'd<sub>model</sub> numbers',
    sources: 'Dai et al. write R<sub><var>i</var>−<var>j</var></sub>',
  },
  {
    id: 'u-v',
    symbol: '<strong>u</strong>, <strong>v</strong>',
    meaning:
      'Transformer-XL’s two learned global vectors (for content and for position); with no ' +
      'position subscript, so not a value vector.',
    range: 'd<sub>head</sub> numbers each',
    sources: 'Dai et al.’s letters',
  },
  {
    id: 'training-length',
    symbol: '<var>L</var>',
    meaning:
      'The <a data-term="training-length">training length</a>: the longest input seen in training.',
    range: 'a whole number',
  },
  {
    id: 'factor',
    symbol: 'factor',
    meaning:
      'How many times longer a context extension makes the usable input (PI, NTK, YaRN, ' +
      'Llama 3).',
    range: '1 or more',
    sources: 'Peng et al. write <var>s</var>',
  },
];
