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
      '<span class="num">{wavelengthAfter}</span> positions; θ = ' +
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
        "Context-extension methods change RoPE's frequencies so that a model trained on " +
        '<em>L</em> positions can read longer inputs. Pick a method and a factor:',
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
            'Attention factor <span class="num" data-chars="7">{attentionFactor}</span>.',
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
        'RoPE (Su et al., 2021) turns pair <em>i</em> of a query or key by position × ' +
        'θ<sub>i</sub>, θ<sub>i</sub> = base<sup>−2i/d</sup>. A model trained on <em>L</em> ' +
        'positions has seen every angle of the fast pairs, but its slow pairs (wavelength longer ' +
        'than <em>L</em>) have only turned part of the way: run it on longer inputs and those ' +
        'pairs reach angles it never saw. Context-extension methods change the frequencies so ' +
        'that a longer input stays within what training covered.',
    },
    {
      p:
        '<strong>Position interpolation</strong> (Chen et al., 2023) divides every frequency by ' +
        'the factor: all pairs are interpolated, nearby tokens get squeezed together. ' +
        '<strong>NTK-aware</strong> scaling (bloc97, 2023) raises the base to base × ' +
        'factor<sup>d/(d−2)</sup> instead: fast pairs barely change, the slowest is divided by ' +
        'the whole factor; <strong>dynamic NTK</strong> does so only for the length actually ' +
        'used. <strong>YaRN</strong> (Peng et al., 2023) interpolates only pairs slower than ' +
        'the training length, keeps the fast ones, ramps in between and scales attention by ' +
        '0.1 ln(factor) + 1. <strong>Llama 3</strong> (Meta, 2024, "The Llama 3 Herd of ' +
        'Models") does the same by wavelength: above L / lowFreqFactor interpolated, below ' +
        'L / highFreqFactor kept, blended between.',
    },
  ],
});
