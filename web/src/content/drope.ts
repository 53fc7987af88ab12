// DroPE: dropping RoPE after training (<pe-drope-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'error', 'chart'],
  values: [
    'trainLen',
    'seenMin',
    'seenMax',
    'lastDistance',
    'outsideCount',
    'past',
    'firstOutside',
    'firstOutsideNote',
    'unseenPairs',
    'pairs',
    'dot',
    'dModel',
    'distanceCount',
    'distance',
    'ropeScore',
    'nopeScore',
    'status',
  ],
  flags: ['model', 'cut'],
  phrases: {
    caption: 'Score of the same q and k against relative distance',
    readout:
      '<strong>Distance {distance}</strong>: with RoPE <span class="num">{ropeScore}</span>, ' +
      'without <span class="num">{nopeScore}</span>; {status}.',
    // What the distance under the cursor is, as derive's scoreStatus names it.
    training: 'a distance seen in training',
    inside: 'past the training length, but within the range of scores seen in training',
    outside: 'past the training length, and outside every score RoPE produced in training',
    // The distance in training lengths (1.00 to 4.00): a width known before the scores.
    firstOutsideNote:
      ' (first at distance <span class="num" data-chars="4">{firstOutside}</span> L)',
  },
  body: [
    { h: 'DroPE: dropping RoPE after training', depth: 0 },
    {
      p:
        '<a data-term="rope">RoPE</a> models degrade past their ' +
        '<a data-term="training-length">training length</a> L (<cite ' +
        'data-ref="press2022">Press et al. 2022</cite>; <cite data-ref="chen2023">Chen et al. ' +
        '2023</cite>); <a data-term="drope"><strong>DroPE</strong></a> removes the rotation ' +
        'after training. The chart scores the same <a data-term="query">query</a> and ' +
        '<a data-term="key">key</a> with and without it:',
    },
    { figure: 'controls' },
    {
      when: 'model',
      body: [
        { figure: 'chart' },
        {
          p:
            'Inside L = {trainLen}, RoPE scores range from <span class="num" data-chars="7">{seenMin}</span> to ' +
            '<span class="num" data-chars="3">{seenMax}</span>. Past it, up to distance {lastDistance}, ' +
            '<strong class="outside-count"><span class="num" data-chars="2">{outsideCount}</span></strong> of {past} scores fall outside ' +
            'that range{firstOutsideNote}; <strong class="unseen-pairs"><span class="num" data-chars="2">{unseenPairs}</span></strong> of ' +
            '{pairs} pairs never completed a turn in training. Without the rotation every score ' +
            'is <strong>q</strong> · <strong>k</strong> = <span class="num" data-chars="3">{dot}</span>.',
          class: 'summary',
        },
        {
          when: 'cut',
          body: [
            {
              p:
                'The chart stops at distance {lastDistance}: at d_model = {dModel} the engine ' +
                'scores at most {distanceCount} distances at once (its cost limit). A smaller ' +
                'd_model shows four training lengths.',
              class: 'cut-note',
            },
          ],
        },
      ],
      else: [{ figure: 'error' }],
    },
    // After the chart, so a phone's first screen reaches it.
    {
      p:
        'RoPE scores a query at position m against a key at n with both turned by their ' +
        'positions, so the score depends on the distance m − n. A model trained on L positions ' +
        'has seen the scores of distances 0 … L − 1 only; further away its slow pairs reach ' +
        'angles it never saw, and the scores leave the range it learned to read. That is why ' +
        'RoPE models degrade past their training length unless the frequencies are rescaled ' +
        '(see the RoPE context extension view).',
    },
    {
      p:
        '<strong>DroPE</strong> (<cite data-ref="gelberg2025">Gelberg et al. 2025</cite>) takes ' +
        'the opposite way out: train with RoPE, then remove the rotation and continue training ' +
        'for a short recalibration, a small fraction of pretraining (the authors’ ' +
        'configurations run tens of billions of tokens). ' +
        'Without the rotation the score of the same query and key is their plain dot product at ' +
        'every distance: nothing about it is new past L. Order still reaches the model through ' +
        'the <a data-term="causal-mask">causal mask</a> (as in NoPE, <cite ' +
        'data-ref="kazemnejad2023">Kazemnejad et al. 2023</cite>). Above: <strong>q</strong> = ' +
        '<strong>k</strong> = (1, …, 1) with and without the rotation.',
    },
  ],
});
