// The glossary: every term the lesson uses, defined for a learner who knows
// basic linear algebra and Python, in the lesson's one notation
// (content/notation.ts), each backed by the sources in content/references.ts;
// and the chapter of the glossary view (<pe-glossary-view>), which lists the
// terms, the notation and the references.
//
// A chapter links a term with <a data-term="query">query</a> and cites a
// source with <cite data-ref="press2022">Press et al. 2022</cite>
// (content/markup.ts); tests/js/content/glossary.test.mjs checks that every
// such id names an entry here or in references.ts.
//
// Pure data, like every chapter: no Lit, no DOM, no engine.
import { defineChapter } from './format.js';

export interface Term {
  /** The id a term link names (data-term) and the entry's anchor (#term-<id>). */
  readonly id: string;
  /** The term as the glossary lists it; markup. */
  readonly name: string;
  /** Other names for it, shown with the entry (plain text). */
  readonly aka?: readonly string[];
  /**
   * Other forms of its words the chapters write (plural, inflected, lower
   * case), not shown: the test of its first use finds it in the prose by
   * its name, these and `aka`.
   */
  readonly forms?: readonly string[];
  /** The definition; markup (may link other terms and cite sources). */
  readonly definition: string;
  /** Its formula in the lesson's notation; markup. */
  readonly formula?: string;
  /** The sources that back it (references.ts ids). */
  readonly refs: readonly string[];
  /** The view (chapter) that uses it first, in the course's order. */
  readonly firstUsed?: string;
}

export const terms: readonly Term[] = [
  {
    id: 'absolute-position',
    name: 'absolute position',
    definition:
      'Where a token sits in the sequence: its <a data-term="position">position</a> ' +
      '<var>pos</var>. An absolute encoding (the sinusoid, a ' +
      '<a data-term="learned-embedding">learned table</a>) gives every <var>pos</var> its own ' +
      'vector, added to the token’s <a data-term="embedding">embedding</a>.',
    refs: ['vaswani2017'],
    firstUsed: 'comparison',
  },
  {
    id: 'alibi',
    name: 'ALiBi',
    definition:
      'Attention with Linear Biases: no position vectors at all. Each <a data-term="head">head</a> ' +
      '<var>h</var> subtracts <var>s</var><sub><var>h</var></sub> · <var>D</var> from the ' +
      '<a data-term="score">score</a> of a key <var>D</var> positions back, with fixed slopes ' +
      '<var>s</var><sub><var>h</var></sub> (for 8 heads: 1/2, 1/4, …, 1/256, a geometric sequence).',
    formula:
      'score = <strong>q</strong><sub><var>m</var></sub>·<strong>k</strong><sub><var>n</var></sub>/√d<sub>head</sub> ' +
      '− <var>s</var><sub><var>h</var></sub>(<var>m</var> − <var>n</var>)',
    refs: ['press2022'],
    firstUsed: 'comparison',
  },
  {
    id: 'anchor',
    name: 'anchor PE(0)',
    forms: ['anchor'],
    definition:
      'Row 0 of the encoding: every sin is 0 and every cos is 1, so PE(0) = (0, 1, 0, 1, …) in ' +
      'the <a data-term="interleaved-split">interleaved layout</a>. A quick check of an ' +
      'implementation, not something a model needs.',
    refs: ['seed-problem'],
    firstUsed: 'heatmap',
  },
  {
    id: 'angle',
    name: 'angle θ',
    definition:
      'The argument of a <a data-term="pair">pair</a>’s sin and cos, in radians: ' +
      'θ = <var>pos</var> · ω<sub><var>i</var></sub>. It grows by the pair’s ' +
      '<a data-term="frequency">frequency</a> ω<sub><var>i</var></sub> from one position to the next.',
    formula:
      'PE(<var>pos</var>, 2<var>i</var>) = sin θ, PE(<var>pos</var>, 2<var>i</var> + 1) = cos θ',
    refs: ['vaswani2017'],
    firstUsed: 'worked',
  },
  {
    id: 'attention-factor',
    name: 'attention factor',
    definition:
      '<a data-term="yarn">YaRN</a>’s multiplier on the cos and sin of the rotation, so on ' +
      'every <a data-term="query">query</a> and <a data-term="key">key</a>: each ' +
      '<a data-term="score">score</a> is multiplied by its square, which sharpens the ' +
      '<a data-term="softmax">softmax</a> at long lengths.',
    formula: '0.1 ln(factor) + 1',
    refs: ['peng2024', 'hf-rope'],
    firstUsed: 'rope-scaling',
  },
  {
    id: 'attention-weights',
    name: 'attention weights',
    forms: ['weights'],
    definition:
      'The <a data-term="softmax">softmax</a> of one query’s <a data-term="score">scores</a>: ' +
      'how much of each key’s <a data-term="value">value</a> the query’s output takes. They are ' +
      'positive and add up to 1.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'base',
    name: 'base',
    definition:
      'The constant 10000 in the divisor base<sup>2<var>i</var>/d<sub>model</sub></sup>. It sets ' +
      'the slowest <a data-term="frequency">frequency</a>, so the longest ' +
      '<a data-term="wavelength">wavelength</a> approaches 2π · base (the paper: wavelengths ' +
      '“from 2π to 10000 · 2π”).',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'causal-mask',
    name: 'causal mask',
    definition:
      'In a <a data-term="encoder-decoder">decoder</a>, the query at <var>m</var> may not look ' +
      'at a later key <var>n</var> &gt; <var>m</var>: its <a data-term="score">score</a> is set ' +
      'to −∞ before the <a data-term="softmax">softmax</a>, so its weight is 0.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'clip',
    name: 'clip',
    definition:
      'Limit a number to a range: clip(<var>x</var>, −<var>K</var>, <var>K</var>) is ' +
      '<var>x</var> when it lies between −<var>K</var> and <var>K</var>, and the nearer end ' +
      'otherwise (<code>np.clip(x, -K, K)</code>).',
    formula:
      'clip(<var>x</var>, −<var>K</var>, <var>K</var>) = max(−<var>K</var>, min(<var>K</var>, <var>x</var>))',
    refs: ['shaw2018'],
    firstUsed: 'shaw',
  },
  {
    id: 'concatenate',
    name: 'concatenate',
    forms: ['concatenated'],
    definition:
      'Put two vectors end to end, so their widths add up. The Transformer does not ' +
      'concatenate the encoding to the <a data-term="embedding">embedding</a>: it adds them, ' +
      'entry by entry (“so that the two can be summed”, §3.5).',
    refs: ['vaswani2017'],
    firstUsed: 'worked',
  },
  {
    id: 'd-model',
    name: 'd<sub>model</sub>',
    forms: ['d_model'],
    definition:
      'The width of every token vector in the model: how many numbers an ' +
      '<a data-term="embedding">embedding</a> and PE(<var>pos</var>) hold (4 in the worked ' +
      'example, 512 in the paper’s base model).',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'dot-product',
    name: 'dot product',
    definition:
      'Multiply two vectors entry by entry and add up: large when they point the same way, 0 ' +
      'when they are perpendicular, negative when they point apart (<code>a @ b</code> in NumPy).',
    formula:
      '<strong>a</strong>·<strong>b</strong> = Σ<sub><var>j</var></sub> <var>a</var><sub><var>j</var></sub><var>b</var><sub><var>j</var></sub>',
    refs: [],
    firstUsed: 'order',
  },
  {
    id: 'drope',
    name: 'DroPE',
    definition:
      'A way to extend the context of a pretrained model: train with <a data-term="rope">RoPE</a>, ' +
      'then remove the rotation and continue training for a short while (recalibrate).',
    refs: ['gelberg2025'],
    firstUsed: 'drope',
  },
  {
    id: 'embedding',
    name: 'embedding',
    forms: ['embeddings'],
    definition:
      'The learned vector of <a data-term="d-model">d<sub>model</sub></a> numbers that stands ' +
      'for a <a data-term="token">token</a>, looked up in a table. The model adds ' +
      'PE(<var>pos</var>) to it.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'encoder-decoder',
    name: 'encoder and decoder',
    forms: ['encoder', 'decoder'],
    definition:
      'An encoder lets every token attend to every token. A decoder writes its output left to ' +
      'right, so a <a data-term="causal-mask">causal mask</a> keeps each token from attending ' +
      'to later ones.',
    refs: ['vaswani2017'],
    firstUsed: 't5',
  },
  {
    id: 'extrapolation',
    name: 'extrapolation',
    aka: ['length generalisation'],
    forms: ['extrapolate'],
    definition:
      'Working on inputs longer than the <a data-term="training-length">training length</a> ' +
      '<var>L</var>. An encoding that has values for every position is not enough: models ' +
      'trained with the sinusoid degrade past <var>L</var> ' +
      '(<cite data-ref="press2022">Press et al. 2022</cite>).',
    refs: ['press2022', 'kazemnejad2023'],
    firstUsed: 'comparison',
  },
  {
    id: 'fine-tune',
    name: 'fine-tune',
    aka: ['recalibrate'],
    forms: ['fine-tuning'],
    definition:
      'Continue training a model that is already trained, for a short while, usually after a ' +
      'change (a longer context, an encoding removed).',
    refs: ['chen2023'],
    firstUsed: 'rope-scaling',
  },
  {
    id: 'float-types',
    name: 'float64, float32, float16, bfloat16',
    forms: ['float64', 'float32', 'float16', 'bfloat16'],
    definition:
      'Floating-point number types with 53, 24, 11 and 8 significant bits: the fewer bits, the ' +
      'larger the steps between the numbers a type can hold. bfloat16 keeps float32’s range ' +
      'with far fewer bits; RoPE computed in it loses precision at long lengths ' +
      '(<cite data-ref="wang2025">Wang et al. 2025</cite>).',
    refs: ['wang2025'],
    firstUsed: 'pitfalls',
  },
  {
    id: 'frequency',
    name: 'frequency ω<sub><var>i</var></sub>',
    forms: ['frequency', 'frequencies'],
    definition:
      'How fast <a data-term="pair">pair</a> <var>i</var> turns, in radians per position: 1 for ' +
      'pair 0, falling towards 1/base for the last pair.',
    formula: 'ω<sub><var>i</var></sub> = 1 / base<sup>2<var>i</var>/d<sub>model</sub></sup>',
    refs: ['seed-tutorial', 'vaswani2017'],
    firstUsed: 'worked',
  },
  {
    id: 'geometric-progression',
    name: 'geometric progression',
    forms: ['geometrically'],
    definition:
      'A sequence in which each term is the previous one times a fixed ratio. The ' +
      '<a data-term="wavelength">wavelengths</a> λ<sub>0</sub>, λ<sub>1</sub>, … form one, with ' +
      'ratio base<sup>2/d<sub>model</sub></sup> (§3.5).',
    refs: ['vaswani2017'],
    firstUsed: 'heatmap',
  },
  {
    id: 'head',
    name: 'head',
    aka: ['attention head'],
    forms: ['heads'],
    definition:
      'One of <var>H</var> attentions run side by side, each with its own W<sub>Q</sub>, ' +
      'W<sub>K</sub> and W<sub>V</sub> of width d<sub>head</sub> = d<sub>model</sub>/<var>H</var>; ' +
      'their outputs are <a data-term="concatenate">concatenated</a>.',
    refs: ['vaswani2017'],
    firstUsed: 'comparison',
  },
  {
    id: 'interleaved-split',
    name: 'interleaved and split layout',
    forms: ['interleaved', 'split'],
    definition:
      'Two column orders of the same numbers. Interleaved (the paper’s formula): sin, cos, sin, ' +
      'cos, …, pair <var>i</var> in columns 2<var>i</var> and 2<var>i</var> + 1. Split: all ' +
      'sines, then all cosines, pair <var>i</var> in columns <var>i</var> and ' +
      'd<sub>model</sub>/2 + <var>i</var>. The Transformer authors’ own code ' +
      '(<cite data-ref="tensor2tensor">tensor2tensor</cite>) and Whisper use the split order, ' +
      'with frequencies spaced slightly differently.',
    refs: ['vaswani2017', 'tensor2tensor', 'whisper-code'],
    firstUsed: 'worked',
  },
  {
    id: 'interpolated-pair',
    name: 'interpolated and extrapolated pair',
    forms: ['interpolated', 'extrapolated'],
    definition:
      'After a context extension, a <a data-term="pair">pair</a> whose ' +
      '<a data-term="frequency">frequency</a> is divided by the factor (interpolated), or left ' +
      'as it was trained (extrapolated).',
    refs: ['peng2024'],
    firstUsed: 'rope-scaling',
  },
  {
    id: 'key',
    name: 'key',
    forms: ['keys'],
    definition:
      'What a token at position <var>n</var> offers to be matched against: ' +
      '<strong>k</strong><sub><var>n</var></sub> = <strong>x</strong><sub><var>n</var></sub>W<sub>K</sub>. ' +
      'A <a data-term="query">query</a> scores it with a <a data-term="dot-product">dot product</a>.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'learned-embedding',
    name: 'learned positional embedding',
    aka: ['learned table'],
    forms: ['learned'],
    definition:
      'A table with one trainable vector per position, up to the ' +
      '<a data-term="training-length">training length</a> <var>L</var>, added to the ' +
      'embeddings like PE. It has no row for a position past <var>L</var>. The paper found it ' +
      'gave nearly identical results to the sinusoid (Table 3 row (E)).',
    refs: ['gehring2017', 'vaswani2017'],
    firstUsed: 'comparison',
  },
  {
    id: 'linear-map',
    name: 'linear map',
    aka: ['linear function'],
    definition:
      'A function <strong>x</strong> ↦ M<strong>x</strong> given by one fixed matrix M. ' +
      '“PE<sub><var>pos</var>+<var>k</var></sub> can be represented as a linear function of ' +
      'PE<sub><var>pos</var></sub>” (§3.5) means one matrix, R<sub><var>k</var></sub>, does it ' +
      'for every <var>pos</var>.',
    refs: ['vaswani2017'],
    firstUsed: 'relative',
  },
  {
    id: 'llama3-scaling',
    name: 'Llama 3 scaling',
    forms: ['llama 3'],
    definition:
      'Meta’s rule for extending <a data-term="rope">RoPE</a>, by wavelength: pairs whose ' +
      'wavelength is above <var>L</var>/lowFreqFactor are divided by the factor, those below ' +
      '<var>L</var>/highFreqFactor are kept, and those between are blended. There is no ' +
      '<a data-term="attention-factor">attention factor</a>.',
    refs: ['llama-models', 'hf-rope'],
    firstUsed: 'rope-scaling',
  },
  {
    id: 'mixed-precision',
    name: 'mixed precision',
    aka: ['autocast'],
    forms: ['mixed-precision'],
    definition:
      'Running some operations in a 16-bit type (float16 or bfloat16) for speed and others in ' +
      'float32. PyTorch’s autocast chooses per operation: a matrix product goes down to 16 ' +
      'bits, while sin and cos run in the type of their input.',
    refs: ['pytorch-amp'],
    firstUsed: 'precision',
  },
  {
    id: 'nan-infinity',
    name: 'NaN and ∞',
    forms: ['nan', 'infinity', '∞'],
    definition:
      'What floating-point arithmetic gives when a number is too large for its type (∞, ' +
      'infinity) and when a result has no value (NaN, “not a number”), such as sin(∞).',
    refs: [],
    firstUsed: 'pitfalls',
  },
  {
    id: 'nope',
    name: 'NoPE',
    definition:
      'No positional encoding at all. A decoder still learns order: its ' +
      '<a data-term="causal-mask">causal mask</a> lets a token infer how many tokens come before ' +
      'it (<cite data-ref="haviv2022">Haviv et al. 2022</cite>). Its reach past the training ' +
      'length is still limited (<cite data-ref="wang2024">Wang et al. 2024</cite>).',
    refs: ['haviv2022', 'kazemnejad2023', 'wang2024'],
    firstUsed: 'atlas',
  },
  {
    id: 'ntk-scaling',
    name: 'NTK-aware and dynamic NTK scaling',
    forms: ['ntk', 'dynamic ntk'],
    definition:
      'Extend <a data-term="rope">RoPE</a> by raising its <a data-term="base">base</a>, so that ' +
      'the slow pairs stretch by about the factor while the fast ones barely move ' +
      '(<cite data-ref="bloc97-2023">bloc97 2023</cite>). Dynamic NTK recomputes that base from ' +
      'the length in use, leaving inputs up to the training length unchanged ' +
      '(<cite data-ref="emozilla2023">emozilla 2023</cite>).',
    formula: 'base′ = base · factor<sup>d<sub>head</sub>/(d<sub>head</sub> − 2)</sup>',
    refs: ['bloc97-2023', 'emozilla2023', 'hf-rope'],
    firstUsed: 'rope-scaling',
  },
  {
    id: 'offset',
    name: 'offset',
    definition:
      'How many positions apart two tokens are: <var>k</var> in PE(<var>pos</var> + <var>k</var>), ' +
      'the paper’s “fixed offset <var>k</var>”.',
    refs: ['vaswani2017'],
    firstUsed: 'relative',
  },
  {
    id: 'pair',
    name: 'pair',
    aka: ['dimension pair'],
    forms: ['pairs'],
    definition:
      'Two columns that hold sin θ and cos θ of the same <a data-term="angle">angle</a>: ' +
      'columns 2<var>i</var> and 2<var>i</var> + 1 for pair <var>i</var> in the ' +
      '<a data-term="interleaved-split">interleaved layout</a>. Pairs run from 0 to ' +
      'd<sub>model</sub>/2 − 1.',
    refs: ['vaswani2017', 'seed-course'],
    firstUsed: 'worked',
  },
  {
    id: 'permutation-equivariant',
    name: 'permutation-equivariant',
    definition:
      'Reorder the input and the output is reordered the same way, each token’s output ' +
      'unchanged. Self-attention without a mask is, so it cannot tell order; a ' +
      '<a data-term="causal-mask">causal mask</a> breaks it ' +
      '(<cite data-ref="kazemnejad2023">Kazemnejad et al. 2023</cite>).',
    refs: ['kazemnejad2023'],
    firstUsed: 'order',
  },
  {
    id: 'perplexity',
    name: 'perplexity',
    definition:
      'How surprised a language model is by a text: e to the power of the average negative ' +
      'log-probability it gives each token. Lower is better. Press et al. measure ' +
      '<a data-term="extrapolation">extrapolation</a> with it.',
    refs: ['press2022'],
  },
  {
    id: 'interpolation',
    name: 'position interpolation (PI)',
    forms: ['position interpolation', 'interpolation', 'pi'],
    definition:
      'Extend <a data-term="rope">RoPE</a> by dividing every <a data-term="frequency">frequency</a> ' +
      '(that is, every position) by the factor, so that a longer input’s positions fall inside ' +
      'the range seen in training; a short <a data-term="fine-tune">fine-tune</a> follows.',
    refs: ['chen2023'],
    firstUsed: 'atlas',
  },
  {
    id: 'position',
    name: 'position',
    forms: ['positions', 'pos'],
    definition:
      'A token’s index in the sequence, counted from 0: <var>pos</var> in the encoding, ' +
      '<var>m</var> and <var>n</var> in attention.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'positional-encoding',
    name: 'positional encoding (PE)',
    forms: ['positional encoding', 'pe'],
    definition:
      'A vector PE(<var>pos</var>) of <a data-term="d-model">d<sub>model</sub></a> numbers that ' +
      'depends only on the position, added to the token’s <a data-term="embedding">embedding</a> ' +
      'so that order reaches the model. The sinusoidal one fills each ' +
      '<a data-term="pair">pair</a> with the sin and cos of an <a data-term="angle">angle</a>.',
    formula:
      'PE(<var>pos</var>, 2<var>i</var>) = sin(<var>pos</var> · ω<sub><var>i</var></sub>), ' +
      'PE(<var>pos</var>, 2<var>i</var> + 1) = cos(<var>pos</var> · ω<sub><var>i</var></sub>)',
    refs: ['vaswani2017', 'seed-problem', 'seed-tutorial', 'seed-course'],
    firstUsed: 'order',
  },
  {
    id: 'query',
    name: 'query',
    forms: ['queries'],
    definition:
      'What a token at position <var>m</var> asks with: <strong>q</strong><sub><var>m</var></sub> ' +
      '= <strong>x</strong><sub><var>m</var></sub>W<sub>Q</sub>. It is compared with every ' +
      '<a data-term="key">key</a> by a <a data-term="dot-product">dot product</a>, and its ' +
      'output averages the <a data-term="value">values</a> by the resulting weights.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'relative-position',
    name: 'relative position',
    forms: ['relative'],
    definition:
      'How far apart two tokens are: the <a data-term="offset">offset</a> <var>k</var>, or the ' +
      'distance <var>D</var> = <var>m</var> − <var>n</var> from a query back to a key. Relative ' +
      'schemes (Shaw, T5, ALiBi, RoPE, Transformer-XL) make attention depend on it.',
    refs: ['vaswani2017', 'shaw2018'],
    firstUsed: 'comparison',
  },
  {
    id: 'rope',
    name: 'RoPE',
    aka: ['rotary position embedding'],
    forms: ['rotary'],
    definition:
      'Rotary position embedding: rotate <a data-term="pair">pair</a> <var>i</var> of a ' +
      '<a data-term="query">query</a> at position <var>m</var> by <var>m</var> · ω<sub><var>i</var></sub> ' +
      'and of a <a data-term="key">key</a> at <var>n</var> by <var>n</var> · ω<sub><var>i</var></sub>; ' +
      'their <a data-term="dot-product">dot product</a> then depends on <var>m</var> − <var>n</var> ' +
      'only. It acts on queries and keys in every layer instead of being added to the input.',
    refs: ['su2021'],
    firstUsed: 'comparison',
  },
  {
    id: 'rotation-matrix',
    name: 'rotation matrix R<sub><var>k</var></sub>',
    forms: ['rotation', 'r_k'],
    definition:
      'The matrix that turns every pair’s point on the <a data-term="unit-circle">unit circle</a> ' +
      'by <var>k</var> · ω<sub><var>i</var></sub>: R<sub><var>k</var></sub> PE(<var>pos</var>) = ' +
      'PE(<var>pos</var> + <var>k</var>) for every <var>pos</var>. It has one 2 × 2 block per ' +
      'pair; on a pair’s (sin θ, cos θ) the block reads as below.',
    formula:
      '[cos <var>k</var>ω<sub><var>i</var></sub>, sin <var>k</var>ω<sub><var>i</var></sub>; ' +
      '−sin <var>k</var>ω<sub><var>i</var></sub>, cos <var>k</var>ω<sub><var>i</var></sub>]',
    refs: ['vaswani2017', 'seed-course'],
    firstUsed: 'relative',
  },
  {
    id: 'score',
    name: 'score',
    aka: ['logit'],
    forms: ['scores', 'logits'],
    definition:
      'The number a <a data-term="query">query</a> gives a <a data-term="key">key</a> before the ' +
      '<a data-term="softmax">softmax</a>, plus any position bias. “Logit” is another name for ' +
      'the same number.',
    formula:
      '<strong>q</strong><sub><var>m</var></sub>·<strong>k</strong><sub><var>n</var></sub> / √d<sub>head</sub>',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'self-attention',
    name: 'self-attention',
    definition:
      'Each token’s output is a weighted average of all tokens’ <a data-term="value">values</a>, ' +
      'weighted by the <a data-term="softmax">softmax</a> of its <a data-term="query">query</a>’s ' +
      '<a data-term="score">scores</a> against every <a data-term="key">key</a>. Without ' +
      'positions it sees a set, not a sequence.',
    formula: 'softmax(QK<sup>T</sup>/√d<sub>head</sub>) V',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'sequence-length',
    name: 'sequence length',
    aka: ['seq_len'],
    definition:
      'How many positions the widget shows or scores: <var>N</var>, the ' +
      '<code>seq_len</code> control.',
    refs: [],
    firstUsed: 'comparison',
  },
  {
    id: 'shaw',
    name: 'Shaw relative positions',
    forms: ['shaw'],
    definition:
      'Learned vectors indexed by the <a data-term="clip">clipped</a> distance ' +
      '<var>r</var> = clip(<var>n</var> − <var>m</var>, −<var>K</var>, <var>K</var>): ' +
      '<var>w</var><sup>K</sup><sub><var>r</var></sub> added to the key and ' +
      '<var>w</var><sup>V</sup><sub><var>r</var></sub> to the value. Two tables of 2<var>K</var> + 1 ' +
      'vectors, each as wide as a <a data-term="head">head</a> and shared by all heads.',
    refs: ['shaw2018', 'tensor2tensor'],
    firstUsed: 'atlas',
  },
  {
    id: 'sinusoid',
    name: 'sinusoid',
    forms: ['sinusoidal'],
    definition: 'A sine or cosine wave.',
    refs: [],
    firstUsed: 'comparison',
  },
  {
    id: 'softmax',
    name: 'softmax',
    definition:
      'Turns a row of <a data-term="score">scores</a> into weights: positive, adding up to 1, ' +
      'larger for larger scores (<code>np.exp(s) / np.exp(s).sum()</code>).',
    formula:
      'softmax(<var>s</var>)<sub><var>n</var></sub> = e<sup><var>s</var><sub><var>n</var></sub></sup> ' +
      '/ Σ<sub><var>n</var>′</sub> e<sup><var>s</var><sub><var>n</var>′</sub></sup>',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 't5-bias',
    name: 'T5 relative bias',
    forms: ['bucket', 'buckets', 't5'],
    definition:
      'Each <a data-term="head">head</a> learns one number per bucket of distances and adds it ' +
      'to the <a data-term="score">score</a>. Small distances get a bucket each; larger ones ' +
      'share buckets that widen logarithmically up to a maximum distance.',
    refs: ['raffel2020', 'hf-t5'],
    firstUsed: 'atlas',
  },
  {
    id: 'token',
    name: 'token',
    forms: ['tokens'],
    definition:
      'One unit of the input: a word or a piece of a word. The model sees a list of tokens, ' +
      'each as its <a data-term="embedding">embedding</a>.',
    refs: [],
    firstUsed: 'order',
  },
  {
    id: 'training-length',
    name: 'training length',
    aka: ['context window'],
    definition:
      'The longest input a model saw in training, <var>L</var> (its context window). ' +
      'Positions past it are new to the model.',
    refs: [],
    firstUsed: 'comparison',
  },
  {
    id: 'transformer',
    name: 'Transformer',
    definition:
      'The model of <cite data-ref="vaswani2017">Attention Is All You Need</cite>: layers of ' +
      '<a data-term="self-attention">self-attention</a> and feed-forward networks with no ' +
      'recurrence or convolution, so it needs a positional encoding to see order.',
    refs: ['vaswani2017'],
    firstUsed: 'comparison',
  },
  {
    id: 'transformer-xl',
    name: 'Transformer-XL relative attention',
    forms: ['transformer-xl'],
    definition:
      'The score split into four terms: content with content, content with the distance ' +
      '(through a sinusoid <var>r</var><sub><var>D</var></sub>), and two learned global biases ' +
      '<strong>u</strong> (on content) and <strong>v</strong> (on the distance). It also ' +
      'caches the previous segment’s states and attends to them.',
    refs: ['dai2019'],
    firstUsed: 'atlas',
  },
  {
    id: 'unit-circle',
    name: 'unit circle',
    definition:
      'The points (cos θ, sin θ) at distance 1 from the origin. A pair’s two entries always lie ' +
      'on it, at the pair’s <a data-term="angle">angle</a>.',
    refs: [],
    firstUsed: 'relative',
  },
  {
    id: 'value',
    name: 'value',
    forms: ['values'],
    definition:
      'What a token at position <var>n</var> passes on: <strong>v</strong><sub><var>n</var></sub> ' +
      '= <strong>x</strong><sub><var>n</var></sub>W<sub>V</sub>. A query’s output is the ' +
      'average of the values, weighted by its <a data-term="attention-weights">attention weights</a>.',
    refs: ['vaswani2017'],
    firstUsed: 'order',
  },
  {
    id: 'wavelength',
    name: 'wavelength λ<sub><var>i</var></sub>',
    forms: ['wavelength', 'wavelengths'],
    definition:
      'How many positions <a data-term="pair">pair</a> <var>i</var> needs for one full turn: ' +
      'from 2π for pair 0 up towards 2π · base for the last pair.',
    formula:
      'λ<sub><var>i</var></sub> = 2π / ω<sub><var>i</var></sub> = 2π · base<sup>2<var>i</var>/d<sub>model</sub></sup>',
    refs: ['vaswani2017'],
    firstUsed: 'worked',
  },
  {
    id: 'yarn',
    name: 'YaRN',
    definition:
      'A <a data-term="rope">RoPE</a> context extension: pairs that turn less than once within ' +
      'the training length are <a data-term="interpolated-pair">interpolated</a>, pairs that ' +
      'turn more than 32 times are kept, those between are ramped, and queries and keys are ' +
      'multiplied by the <a data-term="attention-factor">attention factor</a>.',
    refs: ['peng2024', 'hf-rope'],
    firstUsed: 'rope-scaling',
  },
];

/** The glossary view's chapter: the terms, the notation and the references. */
export default defineChapter({
  figures: ['contents', 'terms', 'notation', 'references'],
  // The phrases' values, filled in by the view's entries (views/glossary/entries.ts).
  values: ['chapter', 'aka', 'sources', 'names', 'parts', 'url'],
  flags: [],
  phrases: {
    contents: 'On this page',
    navTerms: 'Terms',
    navNotation: 'Notation',
    navReferences: 'References',
    firstUsed: 'First used in {chapter}.',
    aka: 'Also: {aka}.',
    sources: 'Sources: {sources}.',
    symbol: 'Symbol',
    meaning: 'Meaning',
    range: 'Values',
    inSources: 'In the sources: {names}.',
    cited: 'Cited here: {parts}.',
    link: 'Link: {url}',
    seed: 'The seeds',
    paper: 'Papers',
    post: 'Posts',
    code: 'Code',
    docs: 'Documentation',
  },
  body: [
    { h: 'Glossary, notation and sources', depth: 0 },
    {
      p:
        'Every term the lesson uses, defined for a reader who knows basic linear algebra and ' +
        'Python; the one notation of every chapter; and every source the lesson cites, with ' +
        'links. A linked term in a chapter opens its entry here, and Back returns to the chapter.',
    },
    { figure: 'contents' },
    { h: 'Terms', depth: 1, id: 'glossary-terms' },
    { figure: 'terms' },
    { h: 'Notation', depth: 1, id: 'glossary-notation' },
    {
      p:
        'One letter, one meaning, in every chapter. The encoding keeps the paper’s letters ' +
        '(<var>pos</var>, <var>i</var>, <var>k</var>); attention writes the positions of a ' +
        'query and a key as <var>m</var> and <var>n</var>, as RoFormer does.',
    },
    { figure: 'notation' },
    { h: 'References', depth: 1, id: 'glossary-references' },
    {
      p:
        'First the three teaching texts whose examples the lesson reproduces and checks (the ' +
        'seeds: they have no public address), then the papers, posts, code and documentation ' +
        'it cites.',
    },
    { figure: 'references' },
  ],
});
