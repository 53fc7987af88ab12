// One paragraph per pitfall: what changes and what breaks. Every number in
// it comes from the derived scores; a new engine variant needs a case here
// (the switch is exhaustive, so the compiler asks for it).
import { html, nothing, type TemplateResult } from 'lit';

import { fixed, grouped, significant } from '../../ui/format.js';
import {
  K,
  maxAbsDifference,
  rangeOf,
  rotationHolds,
  rowOf,
  type Pitfall,
  type Scores,
} from './derive.js';
import { dist, num, rangeText, vector, wavelength } from './text.js';

export function explain(r: Scores, variant: Pitfall): TemplateResult {
  const c = r.scores.get('correct')!;
  const v = r.scores.get(variant)!;
  const x = r.extras;
  const same = maxAbsDifference(c.matrix.data, v.matrix.data) === 0;
  const [, wcMax] = rangeOf(c.wavelengths);
  const [wvMin, wvMax] = rangeOf(v.wavelengths);
  const holds = rotationHolds(v);
  const rotationText =
    holds === null
      ? 'The rotation check needs more positions.'
      : holds
        ? html`The rotation R<sub>${K}</sub> still holds (error ${significant(v.rotation!, 2)}).`
        : html`The rotation R<sub>${K}</sub> no longer maps PE(pos) to PE(pos + ${K}): error
            ${num(v.rotation!, 3)}, broken.`;
  const distinct =
    v.unique === r.L
      ? `all ${grouped(r.L)} rows are still distinct`
      : `only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct`;
  const closest =
    v.closest && c.closest
      ? `the closest two rows (positions ${v.closest.a} and ${v.closest.b}) are ${dist(v.closest.distance)} apart, against ${dist(c.closest.distance)} for the correct encoding`
      : '';
  switch (variant) {
    case 'exponent-i-over-d':
      if (same || !x.logRatio) {
        return html`<p>
          With d_model = ${r.d} there is only pair 0, whose exponent is 0 either way, so this
          mistake has no effect here. Increase d_model to see it.
        </p>`;
      }
      return html`<p>
          <strong>What changes:</strong> the exponent is i/d_model instead of 2i/d_model, so pair
          i's wavelength is 2π·base<sup>i/d</sup> instead of 2π·base<sup>2i/d</sup>. On a log scale
          every wavelength moves halfway back to 2π: ln(λ<sub>i</sub>/2π) of the mistake divided by
          that of the correct encoding is
          ${
            num(x.logRatio[0], 6) === num(x.logRatio[1], 6)
              ? num(x.logRatio[0], 6)
              : `${num(x.logRatio[0], 6)} to ${num(x.logRatio[1], 6)}`
          }
          for every pair i ≥ 1. (It is often summarised as "halving the frequencies"; precisely, it
          halves the exponent.) The longest wavelength shrinks from ${wavelength(wcMax)} to
          ${wavelength(wvMax)} positions, and can never exceed 2π·√base =
          ${wavelength(x.sqrtWavelength)}.
        </p>
        <p>
          <strong>What breaks:</strong> at this size, nothing you can see: ${distinct}, the rotation
          ${holds === false ? 'is broken' : 'holds'}, and row 0 is ${v.anchor ? 'still' : 'not'} (0,
          1, 0, 1, …). The damage is to the long scales: the slowest pair now repeats every
          ${wavelength(wvMax)} positions instead of ${wavelength(wcMax)}, so positions that far
          apart are told apart only by pairs that have already wrapped around.
        </p>`;
    case 'sine-only':
    case 'cosine-only': {
      const sine = variant === 'sine-only';
      const [bad, good] = sine ? x.sinePair : x.cosinePair;
      const other = sine ? 'π − 1' : '2π − 1';
      return html`<p>
          <strong>What breaks:</strong> one pair alone cannot tell θ from
          ${sine ? 'π − θ (sin θ = sin(π − θ))' : '2π − θ (cos θ = cos(2π − θ))'}. At d_model = 2
          the engine encodes positions 1 and ${other} = ${fixed(sine ? x.pi - 1 : 2 * x.pi - 1, 4)}
          as ${vector(rowOf(bad, 0))} and ${vector(rowOf(bad, 1))}:
          ${maxAbsDifference(rowOf(bad, 0), rowOf(bad, 1)) < 1e-12 ? 'the same point' : 'almost the same point'}.
          The correct encoding gives ${vector(rowOf(good, 0))} and ${vector(rowOf(good, 1))}: its
          ${sine ? 'cosine' : 'sine'} separates them.
        </p>
        <p>
          ${rotationText} Without a ${sine ? 'cosine' : 'sine'} partner there is no point on a
          circle to rotate. Row 0 becomes all ${sine ? 'zeros' : 'ones'}, so the anchor (0, 1, 0, 1,
          …) is gone. Across all ${r.d} dimensions ${distinct}, because the pairs have different
          frequencies${closest ? html`, but ${closest}` : ''}.
        </p>`;
    }
    case 'swapped':
      return html`<p>
          <strong>What changes:</strong> each pair holds (cos, sin) instead of (sin, cos): the same
          numbers, each in the other column of its pair. Distances between rows and dot products are
          exactly those of the correct encoding (${distinct}), so nothing looks wrong in a
          similarity plot.
        </p>
        <p>
          <strong>What breaks:</strong> the convention and the direction of the rotation. Row 0 is
          ${vector(v.row0, 4)}… instead of (0, 1, 0, 1, …). ${rotationText}
          ${
            x.swappedBack !== null
              ? html`Swapping the two coordinates mirrors each pair's circle, so R<sub>${K}</sub>
                  now maps PE(pos) to PE(pos − ${K}) (error ${significant(x.swappedBack, 2)}): every
                  offset reads backwards.`
              : nothing
          }
          Code, weights or a lesson that expect sin in column 2i read every pair mirrored.
        </p>`;
    case 'one-indexed':
      return html`<p>
        <strong>What changes:</strong> row p holds the correct PE(p + 1)
        ${x.shiftedByOne !== null ? html`(largest difference ${significant(x.shiftedByOne, 2)})` : nothing}:
        every position is shifted by one. ${rotationText}
        ${
          v.unique === r.L
            ? `Rows stay distinct (${grouped(v.unique)} of ${grouped(r.L)}): shifting every position changes nothing relative.`
            : `${grouped(v.unique)} of ${grouped(r.L)} rows are distinct.`
        } <strong>What breaks:</strong> the anchor. Row 0 is ${vector(v.row0, 4)}… instead of (0, 1,
        0, 1, …), and a model trained with one convention and run with the other sees every token
        one place off.
      </p>`;
    case 'exponent-2i-times-d': {
      const w1 = v.wavelengths.length > 1 ? v.wavelengths[1]! : NaN;
      const onlyPairZero = v.frozen === r.d - 2 && r.d > 2;
      return html`<p>
        <strong>What breaks:</strong> multiplying gives the divisor base<sup>2i·d</sup>: 1 for pair
        0, then
        enormous${
          r.d > 2
            ? html` (pair 1's wavelength is
              ${wavelength(w1)}${Number.isFinite(w1) ? '' : ': base^(2·d) overflows float64'})`
            : nothing
        }.
        ${v.frozen} of ${r.d} columns are frozen: they change by less than 10⁻⁶ over ${r.L}
        positions, staying at sin ≈ 0, cos ≈ 1.
        ${
          onlyPairZero
            ? html`Only pair 0, wavelength ${wavelength(wvMin)}, carries position, so every row is
              essentially a point on one circle.`
            : nothing
        }
        ${
          v.unique === r.L
            ? html`The rows are still exactly distinct (${grouped(v.unique)} of ${grouped(r.L)}),
              ${onlyPairZero ? ' — only because 2π is irrational — ' : ' '}but`
            : html`Only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct, and`
        }
        ${
          v.closest && c.closest
            ? html`positions ${v.closest.a} and ${v.closest.b} land ${dist(v.closest.distance)}
              apart (closest pair of the correct encoding: ${dist(c.closest.distance)}).`
            : 'few positions are shown.'
        }
        ${
          holds
            ? html`The rotation check passes, trivially for the frozen pairs: their angle barely
              moves.`
            : rotationText
        }
      </p>`;
    }
    case 'exponent-d-over-2i': {
      const tight = v.closest !== null && c.closest !== null && v.closest.distance < 0.01;
      return html`<p>
        <strong>What breaks:</strong> inverting the fraction gives the divisor
        base<sup>d/(2i)</sup>: infinite for pair 0 (2i = 0 in the denominator), so columns 0 and 1
        are the constant (0, 1), and larger than base for every other pair. The shortest wavelength
        is ${wavelength(wvMin)}
        positions${
          wvMin > r.L
            ? html`, longer than the ${r.L} positions shown, so no angle gets far from 0`
            : nothing
        }:
        ${v.frozen} of ${r.d} columns are frozen (change &lt; 10⁻⁶) and all values lie in
        ${rangeText(v)}${v.min >= 0 ? ' (never negative)' : ''}.
        ${
          v.closest && c.closest
            ? html`The closest two positions, ${v.closest.a} and ${v.closest.b}, differ by only
              ${dist(v.closest.distance)} (correct encoding's closest pair:
              ${dist(c.closest.distance)}).`
            : nothing
        }
        ${
          v.unique === r.L
            ? `The rows are distinct on paper (${grouped(v.unique)} of ${grouped(r.L)})${tight ? ' but nearly indistinguishable in practice' : ''}.`
            : `Only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct.`
        }
      </p>`;
    }
  }
}
