// Pitfalls: the ways to get the formula subtly wrong (<pe-pitfalls-view>).
// One explanation per pitfall (a `when` block each): what changes and what
// breaks. Every number in it is a value the view derives from the scores.
import { defineChapter } from './format.js';

export default defineChapter({
  figures: [
    'controls',
    'maps',
    'scorecard',
    'summary',
    'baseTable',
    'baseTable512',
    'concatTable',
    'concatError',
    'error',
  ],
  values: [
    'mistakes',
    'L',
    'd',
    'cap',
    'k',
    'base',
    'rotationText',
    'rotationError',
    'distinct',
    'rows',
    'unique',
    'closestWhich',
    'closestOffset',
    'closestTies',
    'closestA',
    'closestB',
    'closestDistance',
    'correctClosest',
    'logRatio',
    'logRatioLo',
    'logRatioHi',
    'longest',
    'correctLongest',
    'sqrtWavelength',
    'rotationState',
    'anchorState',
    'mirror',
    'other',
    'otherValue',
    'bad0',
    'bad1',
    'samePoint',
    'good0',
    'good1',
    'partner',
    'constant',
    'butClosest',
    'row0',
    'swappedBack',
    'swappedBackError',
    'shiftedByOne',
    'shiftedByOneError',
    'oneIndexedDistinct',
    'pairOne',
    'pairOneWavelength',
    'frozen',
    'onlyPairZero',
    'shortest',
    'timesDistinct',
    'irrational',
    'timesClosest',
    'timesRotation',
    'longerThanShown',
    'range',
    'neverNegative',
    'dClosest',
    'dDistinct',
    'tight',
    'correctRange',
    'correctInRange',
    'concatCount',
    'concatWords',
    'word',
    'concatWidth',
    'addedColumns',
    'joinedColumns',
    'concatLastWord',
    'concatLast',
  ],
  flags: [
    'scores',
    'capped',
    'iOverDNone',
    'iOverD',
    'oneFunction',
    'swapped',
    'oneIndexed',
    'timesD',
    'dOver2i',
    'concat',
    'concatFailed',
  ],
  phrases: {
    // Each encoding's name (the picker, the tables, the maps) and its formula
    // (under its map), in the lesson's notation (content/notation.ts); the
    // picker and the accessible names read them as plain text (base^(…),
    // d_model: content/markup.ts formulaText).
    'title correct': 'Correct encoding',
    'title exponent-i-over-d': 'Wrong dimension index: <var>i</var> instead of 2<var>i</var>',
    'title sine-only': 'Sine in every dimension',
    'title cosine-only': 'Cosine in every dimension',
    'title one-indexed': 'Off by one: positions start at 1',
    'title exponent-2i-times-d': 'Multiplying: 2<var>i</var>·d<sub>model</sub>',
    'title exponent-d-over-2i': 'Inverted fraction: d<sub>model</sub>/(2<var>i</var>)',
    'title swapped': 'Swapped: cosine in column 2<var>i</var>, sine in 2<var>i</var> + 1',
    'formula correct':
      'sin(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>), cos(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>), <var>pos</var> = 0, 1, …',
    'formula exponent-i-over-d':
      'sin(<var>pos</var> / base<sup><var>i</var>/d<sub>model</sub></sup>), cos(<var>pos</var> / base<sup><var>i</var>/d<sub>model</sub></sup>)',
    'formula sine-only':
      'sin(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>) in both columns of a pair',
    'formula cosine-only':
      'cos(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>) in both columns of a pair',
    'formula one-indexed': 'the correct formula at <var>pos</var> = 1, 2, …',
    'formula exponent-2i-times-d':
      'sin(<var>pos</var> / base<sup>2<var>i</var>·d<sub>model</sub></sup>), cos(<var>pos</var> / base<sup>2<var>i</var>·d<sub>model</sub></sup>)',
    'formula exponent-d-over-2i':
      'sin(<var>pos</var> / base<sup>d<sub>model</sub>/(2<var>i</var>)</sup>), cos(<var>pos</var> / base<sup>d<sub>model</sub>/(2<var>i</var>)</sup>)',
    'formula swapped':
      'cos(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>) in column 2<var>i</var>, sin(<var>pos</var> / base<sup>2<var>i</var>/d<sub>model</sub></sup>) in column 2<var>i</var> + 1',
    // The list of mistakes that are not a formula variant.
    withinRange: '<span class="good">within [−1, 1]</span>',
    outsideRange: '<span class="bad">outside [−1, 1]</span>',
    firstWord: '<q>{word}</q>',
    nextWord: ', <q>{word}</q>',
    lastWord: ' and <q>{word}</q>',
    // The pieces of the explanations.
    rotationNeedsMore: 'The rotation check needs more positions.',
    rotationHolds:
      'The rotation R<sub>{k}</sub> still holds (error ' +
      '<span class="num" data-chars="7">{rotationError}</span>).',
    // Swapped: the mirrored circles turn the other way, so R_−k does what R_k did.
    rotationMirrored:
      'R<sub>−{k}</sub> maps PE(pos) to PE(pos + {k}) (error ' +
      '<span class="num" data-chars="7">{rotationError}</span>).',
    rotationBroken:
      'The rotation R<sub>{k}</sub> no longer maps PE(pos) to PE(pos + {k}): error ' +
      '<span class="num" data-chars="5">{rotationError}</span>, broken.',
    allDistinct: 'all {rows} rows are still distinct',
    someDistinct:
      'only <span class="num" data-chars="3">{unique}</span> of {rows} rows are distinct',
    logRatioRange:
      '<span class="num" data-chars="8">{logRatioLo}</span> to <span class="num" data-chars="8">{logRatioHi}</span>',
    rotationIsBroken: 'is broken',
    rotationStillHolds: 'holds',
    anchorStill: 'still',
    anchorNot: 'not',
    sineMirror: 'π − θ (sin θ = sin(π − θ))',
    cosineMirror: '2π − θ (cos θ = cos(2π − θ))',
    sineOther: 'π − 1',
    cosineOther: '2π − 1',
    samePoint: 'the same point',
    almostSamePoint: 'almost the same point',
    sinePartner: 'cosine',
    cosinePartner: 'sine',
    sineConstant: 'zeros',
    cosineConstant: 'ones',
    // The closest rows: one pair, or every pair at one offset (the rows of an
    // encoding that rotates are as far apart as their offset says, whatever
    // the position, so a search naming one of them would name an accident).
    closestPair:
      'positions <span class="num" data-chars="3">{closestA}</span> and ' +
      '<span class="num" data-chars="3">{closestB}</span>',
    closestOffset:
      'positions p and p + <span class="num" data-chars="2">{closestOffset}</span>, for every p ' +
      '(<span class="num" data-chars="2">{closestTies}</span> pairs tie)',
    closestMany: '<span class="num" data-chars="4">{closestTies}</span> pairs of positions (a tie)',
    butClosest:
      ', but the closest rows ({closestWhich}) are <span class="num" data-chars="5">{closestDistance}</span> ' +
      'apart, against <span class="num" data-chars="5">{correctClosest}</span> for the correct encoding',
    swappedBack:
      'Swapping the two columns of a pair mirrors its circle, so the same offset turns the other way: ' +
      'R<sub>{k}</sub> now maps PE(pos) to PE(pos − {k}) (error <span class="num" data-chars="7">{swappedBackError}</span>), and',
    shiftedByOne:
      '(largest difference <span class="num" data-chars="7">{shiftedByOneError}</span>)',
    stayDistinct:
      'Rows stay distinct (<span class="num" data-chars="3">{unique}</span> of {rows}): shifting every position changes ' +
      'nothing relative.',
    countDistinct: '<span class="num" data-chars="3">{unique}</span> of {rows} rows are distinct.',
    pairOne:
      " (pair 1's wavelength is " + '<span class="num" data-chars="9">{pairOneWavelength}</span>)',
    // Its wavelength is infinite, as the engine finds whenever base^(2·d_model) is (explain.ts).
    pairOneOverflow:
      ' (pair 1\'s wavelength is <a data-term="nan-infinity">∞</a>: base<sup>2·d<sub>model</sub></sup> overflows ' +
      '<a data-term="float-types">float64</a>)',
    onlyPairZero:
      'Only pair 0, wavelength <span class="num" data-chars="4">{shortest}</span>, carries position, so every row is essentially a ' +
      'point on one circle.',
    timesAllDistinct:
      'The rows are still exactly distinct (<span class="num" data-chars="3">{unique}</span> of {rows}), {irrational}but',
    irrational: '— only because 2π is irrational — ',
    timesSomeDistinct:
      'Only <span class="num" data-chars="3">{unique}</span> of {rows} rows are distinct, and',
    timesClosest:
      'the closest rows, {closestWhich}, land <span class="num" data-chars="5">{closestDistance}</span> ' +
      'apart (the correct encoding\'s closest: <span class="num" data-chars="5">{correctClosest}</span>).',
    timesFewPositions: 'few positions are shown.',
    timesRotationPasses:
      'The rotation check passes, trivially for the frozen pairs: their angle barely moves.',
    longerThanShown: ', longer than the {L} positions shown, so no angle gets far from 0',
    neverNegative: ' (never negative)',
    dClosest:
      'The closest rows, {closestWhich}, differ by only ' +
      '<span class="num" data-chars="8">{closestDistance}</span> (the correct encoding\'s closest: ' +
      '<span class="num" data-chars="5">{correctClosest}</span>).',
    dAllDistinct:
      'The rows are distinct on paper (<span class="num" data-chars="3">{unique}</span> of {rows}){tight}.',
    tight: ' but nearly indistinguishable in practice',
    dSomeDistinct:
      'Only <span class="num" data-chars="3">{unique}</span> of {rows} rows are distinct.',
  },
  body: [
    { h: 'Pitfalls: {mistakes} ways to get the formula subtly wrong, and more', depth: 0 },
    {
      p:
        'Most mistakes in this formula still produce a matrix of the right shape with ' +
        'plausible-looking stripes, so nothing crashes. Pick a mistake to see it drawn next to ' +
        'the correct encoding.',
    },
    { figure: 'controls' },
    {
      when: 'scores',
      body: [
        { figure: 'maps' },
        {
          when: 'capped',
          body: [
            {
              p:
                'Drawn and scored at the first {L} positions × {d} dimensions (capped at {cap} ' +
                'to keep the comparison instant).',
              class: 'muted',
            },
          ],
        },
        // After the maps, so a phone's first screen reaches them.
        {
          p:
            'The engine checks the properties that matter for both: distinct rows, values in ' +
            '[−1, 1], a fixed rotation that maps PE(pos) to PE(pos + {k}) and the wavelength ' +
            'range; and the anchor check of an implementation, PE(0) = (0, 1, 0, 1, …).',
        },
        { h: 'Scorecard ({L} positions × {d} dimensions, base {base})', depth: 1 },
        { figure: 'scorecard' },
        {
          div: 'explain',
          live: 'polite',
          body: [
            {
              when: 'iOverDNone',
              body: [
                {
                  p:
                    'With d<sub>model</sub> = {d} there is only pair 0, whose exponent is 0 either way, so ' +
                    'this mistake has no effect here. Increase d<sub>model</sub> to see it.',
                },
              ],
            },
            {
              when: 'iOverD',
              body: [
                {
                  p:
                    '<strong>What changes:</strong> the exponent is <var>i</var>/d<sub>model</sub> instead of ' +
                    "2<var>i</var>/d<sub>model</sub>, so pair <var>i</var>'s wavelength is 2π·base<sup><var>i</var>/d<sub>model</sub></sup> instead of " +
                    '2π·base<sup>2<var>i</var>/d<sub>model</sub></sup>. On a log scale every wavelength moves halfway back ' +
                    'to 2π: ln(λ<sub><var>i</var></sub>/2π) of the mistake divided by that of the correct ' +
                    'encoding is <span class="num" data-chars="3">{logRatio}</span> for every pair <var>i</var> ≥ 1. The ' +
                    '<cite data-ref="seed-problem">problem page</cite> calls this “halving all ' +
                    'frequencies”, but it points the other way: each frequency becomes its square ' +
                    'root, so it rises (only its logarithm is halved), and every wavelength gets ' +
                    'shorter. The longest ' +
                    'wavelength shrinks from <span class="num" data-chars="6">{correctLongest}</span> to <span class="num" data-chars="6">{longest}</span> positions, ' +
                    'and can never exceed 2π·√base = <span class="num" data-chars="6">{sqrtWavelength}</span>.',
                },
                {
                  p:
                    '<strong>What breaks:</strong> at this size, nothing you can see: ' +
                    '{distinct}, the rotation {rotationState}, and row 0 is {anchorState} (0, 1, ' +
                    '0, 1, …). The damage is to the long scales: the slowest pair now repeats ' +
                    'every <span class="num" data-chars="6">{longest}</span> positions instead of <span class="num" data-chars="6">{correctLongest}</span>, so ' +
                    'positions that ' +
                    'far apart are told apart only by pairs that have already wrapped around.',
                },
              ],
            },
            {
              when: 'oneFunction',
              body: [
                {
                  p:
                    '<strong>What breaks:</strong> one pair alone cannot tell θ from {mirror}. ' +
                    'At d<sub>model</sub> = 2 the engine encodes positions 1 and {other} = ' +
                    '<span class="num" data-chars="6">{otherValue}</span> as <span class="num" data-chars="14">{bad0}</span> and ' +
                    '<span class="num" data-chars="14">{bad1}</span>: {samePoint}. The correct encoding gives ' +
                    '<span class="num" data-chars="14">{good0}</span> and <span class="num" data-chars="15">{good1}</span>: its ' +
                    '{partner} separates them.',
                },
                {
                  p:
                    '{rotationText} Without a {partner} partner there is no point on a circle ' +
                    'to rotate. Row 0 becomes all {constant}, so the anchor (0, 1, 0, 1, …) is ' +
                    'gone. Across all {d} dimensions {distinct}, because the pairs have ' +
                    'different frequencies{butClosest}.',
                },
              ],
            },
            {
              when: 'swapped',
              body: [
                {
                  p:
                    '<strong>What changes:</strong> each pair holds (cos, sin) instead of (sin, ' +
                    'cos): the same numbers, each in the other column of its pair. Distances ' +
                    'between rows and dot products are exactly those of the correct encoding ' +
                    '({distinct}), so nothing looks wrong in a similarity plot.',
                },
                {
                  p:
                    '<strong>What still holds:</strong> {swappedBack} {rotationText} One fixed ' +
                    'linear map per offset, whatever pos is, still exists: a model trained this ' +
                    'way learns the mirrored weights and loses nothing.',
                },
                {
                  p:
                    '<strong>What breaks:</strong> agreement with code, checkpoints or checks that ' +
                    'expect sin in column 2<var>i</var>: row 0 is <span class="num" data-chars="16">{row0}</span>… instead of (0, 1, …), ' +
                    'and weights trained with one layout read every pair mirrored in the other.',
                },
              ],
            },
            {
              when: 'oneIndexed',
              body: [
                {
                  p:
                    '<strong>What changes:</strong> row pos holds the correct PE(pos + 1) ' +
                    '{shiftedByOne}: every position is shifted by one. {rotationText} ' +
                    '{oneIndexedDistinct} <strong>What breaks:</strong> agreement. Trained and ' +
                    'run with the same convention, a model loses nothing. Mixing them (weights ' +
                    'trained from 0, code that counts from 1) shifts every token one place, and the ' +
                    'anchor check of an implementation fails: row 0 is ' +
                    '<span class="num" data-chars="16">{row0}</span>… instead of (0, 1, …).',
                },
              ],
            },
            {
              when: 'timesD',
              body: [
                {
                  p:
                    '<strong>What breaks:</strong> multiplying gives the divisor ' +
                    'base<sup>2<var>i</var>·d<sub>model</sub></sup>: 1 for pair 0, then enormous{pairOne}. ' +
                    '<span class="num" data-chars="3">{frozen}</span> of {d} ' +
                    'columns are frozen: they change by less than 10⁻⁶ over {L} positions, ' +
                    'staying at sin ≈ 0, cos ≈ 1. {onlyPairZero} {timesDistinct} ' +
                    '{timesClosest} {timesRotation}',
                },
              ],
            },
            {
              when: 'dOver2i',
              body: [
                {
                  p:
                    '<strong>What breaks:</strong> inverting the fraction gives the divisor ' +
                    'base<sup>d<sub>model</sub>/(2<var>i</var>)</sup>: infinite for pair 0 (2<var>i</var> = 0 in the denominator), so ' +
                    'columns 0 and 1 are the constant (0, 1), and larger than base for every ' +
                    'other pair. The shortest wavelength is <span class="num" data-chars="6">{shortest}</span> ' +
                    'positions{longerThanShown}: <span class="num" data-chars="3">{frozen}</span> of {d} columns are frozen ' +
                    '(change &lt; 10⁻⁶) and all values lie in ' +
                    '<span class="num" data-chars="14">{range}</span>{neverNegative}. {dClosest} ' +
                    '{dDistinct}',
                },
              ],
            },
          ],
        },
        { h: 'All pitfalls at a glance', depth: 1 },
        { figure: 'summary' },
        { h: 'Pitfalls that are not a formula variant', depth: 1 },
        {
          ul: [
            {
              li: [
                "<strong>Wrong base constant.</strong> The paper's base is 10000, not 1000 or " +
                  '100000. The base does not move the shortest wavelength (always 2π, pair 0) but ' +
                  'sets the longest, which approaches 2π·base as d<sub>model</sub> grows:',
                { figure: 'baseTable' },
                { figure: 'baseTable512' },
              ],
            },
            '<strong>Values outside [−1, 1].</strong> Every entry is a sine or a cosine, so the ' +
              'correct {L} × {d} matrix spans <span class="num" data-chars="15">{correctRange}</span>: {correctInRange}. Every variant ' +
              'above stays in range too, so a value outside it means a different bug, such as ' +
              'adding the raw position number (which grows without limit) instead of its sine ' +
              'and cosine.',
            {
              li: [
                '<strong>Concatenating instead of adding.</strong> The encoding is added ' +
                  'element-wise, so the input keeps d<sub>model</sub> columns. With the {concatCount} words ' +
                  '{concatWords} and {concatWidth}-dimensional embeddings, E + PE has shape ' +
                  '({concatCount}, {addedColumns}); concatenating gives ({concatCount}, ' +
                  '{joinedColumns}) = ({concatCount}, 2·d<sub>model</sub>). <q>{concatLastWord}</q> at ' +
                  'position {concatLast}:',
                { figure: 'concatTable' },
                'If your output has 2·d<sub>model</sub> columns, you are concatenating.',
              ],
              when: 'concat',
            },
            {
              li: ['<strong>Concatenating instead of adding.</strong>', { figure: 'concatError' }],
              when: 'concatFailed',
            },
            '<strong>The other four</strong> (<var>i</var> instead of 2<var>i</var>, sine or cosine everywhere, ' +
              'multiplication or an inverted fraction in the exponent, positions from 1) are the ' +
              'variants in the table above.',
          ],
          class: 'others',
        },
      ],
      else: [{ figure: 'error' }],
    },
  ],
});
