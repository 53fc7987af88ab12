// RoPE context extension (<pe-rope-scaling-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'error', 'pairsChart', 'scoreChart'],
  values: [
    'title',
    'factor',
    'original',
    'extended',
    'half',
    'interpolated',
    'extrapolated',
    'blended',
    'attentionFactor',
    'scoreFactor',
    'lastDistance',
    'dModel',
    'distanceCount',
    'pair',
    'wavelengthBefore',
    'wavelengthAfter',
    'thetaBefore',
    'thetaAfter',
    'share',
    'pairKind',
    'turnNote',
    'distance',
    'pastOrWithin',
    'scoreBefore',
    'scoreAfter',
  ],
  flags: ['model', 'cut'],
  phrases: {
    pairsCaption: 'Wavelength of each pair (positions per turn, log scale)',
    pairReadout:
      '<strong>Pair {pair}</strong>: wavelength <span class="num">{wavelengthBefore}</span> → ' +
      '<span class="num">{wavelengthAfter}</span> positions; ω = ' +
      '<span class="num">{thetaBefore}</span> → <span class="num">{thetaAfter}</span>; share of ' +
      'the factor <span class="num">{share} %</span>: {pairKind}. {turnNote}',
    // A pair's kind, as derive's pairKind names it.
    interpolated: 'interpolated',
    extrapolated: 'extrapolated',
    blended: 'blended',
    slowPair: 'Slower than the training length: it never completed a turn in training.',
    fastPair: 'Completed a full turn within the training length.',
    scoreCaption: 'Score of q = k = (1, …, 1) against relative distance',
    distanceReadout:
      '<strong>Distance {distance}</strong> ({pastOrWithin} the training length): score ' +
      '<span class="num">{scoreBefore}</span> unscaled, <span class="num">{scoreAfter}</span> ' +
      'with {title}.',
    past: 'past',
    within: 'within',
  },
  body: [
    { h: 'RoPE context extension', depth: 0 },
    {
      p:
        'Context-extension methods change <a data-term="rope">RoPE</a>’s frequencies so that ' +
        'a model trained on <a data-term="training-length"><em>L</em></a> positions can read ' +
        'longer inputs. Pick a method and a factor:',
    },
    { figure: 'controls' },
    {
      when: 'model',
      body: [
        {
          p:
            'With <strong>{title}</strong> at factor {factor} (L = {original} → {extended}): of ' +
            '{half} pairs, <strong class="count-interpolated"><span class="num" data-chars="2">{interpolated}</span></strong> ' +
            'interpolated, <strong class="count-extrapolated"><span class="num" data-chars="2">{extrapolated}</span></strong> left as ' +
            'trained (extrapolated), <strong class="count-blended"><span class="num" data-chars="2">{blended}</span></strong> blended. ' +
            '<a data-term="attention-factor">Attention factor</a> <span class="num" data-chars="7">{attentionFactor}</span> ' +
            'on <strong>q</strong> and on <strong>k</strong>, so every score × ' +
            '<span class="num" data-chars="7">{scoreFactor}</span>.',
          class: 'summary',
        },
        {
          when: 'cut',
          body: [
            {
              p:
                'The score chart stops at distance {lastDistance}: at d_model = {dModel} the ' +
                'engine scores at most {distanceCount} distances at once (its cost limit). A ' +
                'smaller d_model shows the whole extended length.',
              class: 'cut-note',
            },
          ],
        },
        { div: 'charts', body: [{ figure: 'pairsChart' }, { figure: 'scoreChart' }] },
      ],
      else: [{ figure: 'error' }],
    },
    // After the charts, so a phone's first screen reaches them.
    {
      p:
        'RoPE (<cite data-ref="su2021">Su et al. 2021</cite>) turns ' +
        '<a data-term="pair">pair</a> <em>i</em> of a <a data-term="query">query</a> or ' +
        '<a data-term="key">key</a> by position × ω<sub>i</sub>, ω<sub>i</sub> = ' +
        'base<sup>−2i/d<sub>head</sub></sup> (one <a data-term="head">head</a>’s width). A ' +
        'model trained on <em>L</em> positions has seen every angle of the fast pairs, but its ' +
        'slow pairs (<a data-term="wavelength">wavelength</a> longer than <em>L</em>) have only ' +
        'turned part of the way: run it on longer inputs and those pairs reach angles it never ' +
        'saw. Context-extension methods change the frequencies so that a longer input stays ' +
        'within what training covered.',
    },
    {
      p:
        '<strong>Position interpolation</strong> (<cite data-ref="chen2023">Chen et al. ' +
        '2023</cite>) divides every frequency by the factor: all pairs are ' +
        '<a data-term="interpolated-pair">interpolated</a>, nearby tokens get squeezed ' +
        'together, and a short <a data-term="fine-tune">fine-tune</a> follows. ' +
        '<a data-term="ntk-scaling"><strong>NTK-aware</strong></a> scaling (<cite ' +
        'data-ref="bloc97-2023">bloc97 2023</cite>) raises the base to base × ' +
        'factor<sup>d<sub>head</sub>/(d<sub>head</sub>−2)</sup> instead: fast pairs barely ' +
        'change, the slowest is divided by the whole factor. <strong>Dynamic NTK</strong> ' +
        '(<cite data-ref="emozilla2023">emozilla 2023</cite>) recomputes that base from the ' +
        'length <em>N</em> in use: nothing changes up to <em>L</em>, then the slowest pair is ' +
        'divided by factor · <em>N</em>/<em>L</em> − (factor − 1), which keeps growing with ' +
        '<em>N</em> (this view runs it at the extended length). ' +
        '<a data-term="yarn"><strong>YaRN</strong></a> (<cite data-ref="peng2024">Peng et al. ' +
        '2024</cite>) keeps the pairs that complete many turns within <em>L</em> (more than ' +
        'β<sub>fast</sub>), interpolates those that complete less than β<sub>slow</sub> ' +
        'turns, ramps in between, and multiplies <strong>q</strong> and <strong>k</strong> ' +
        'each by 0.1 ln(factor) + 1, so every score grows by its square. ' +
        '<a data-term="llama3-scaling"><strong>Llama 3.1</strong></a> (<cite ' +
        'data-ref="llama-models">Meta’s reference code</cite>) is similar but simpler: ' +
        'wavelengths above <em>L</em> / lowFreqFactor are divided by the factor, those below ' +
        '<em>L</em> / highFreqFactor are kept, those between are blended, and there is no ' +
        'attention factor. The engine follows <cite data-ref="hf-rope">Hugging Face ' +
        'transformers</cite> for all of them. Some models extend their context by none of ' +
        'these: Code Llama raised the base and fine-tuned on long sequences (<cite ' +
        'data-ref="roziere2023">Rozière et al. 2023</cite>).',
    },
  ],
});
