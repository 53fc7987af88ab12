// The attention chapter's controls: above the matrices the sentence as
// chips (word and position m), Shuffle, Reverse, As written and the
// projections W_q, W_k (identity or seeded random); under the readout their
// seed, d_model and the words themselves. Templates of the state alone, so
// the view's first-paint frame (frame.ts) shows the same live controls
// before the engine arrives.
import { html, nothing } from 'lit';

import { renderText } from '../../ui/chapter.js';
import { controlsRow, stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { parseWholeNumber } from '../../ui/whole-number.js';
import { checkWord } from '../../state/word.js';
import chapter from '../../content/attention.js';
import { isReordered, shownWords } from './derive.js';
import {
  MAX_ATTN_D_MODEL,
  MAX_ATTN_SEED,
  MAX_ATTN_WORDS,
  projectionNames,
  type Projections,
} from './view.js';

const identityOrder = (n: number) => Array.from({ length: n }, (_, k) => k);

/**
 * A random order of 0 .. n − 1 other than `current` (when n > 1): Fisher-Yates
 * with `random`, again until it differs, so a press always changes something.
 */
export function shuffledOrder(current: readonly number[], random: () => number): number[] {
  const n = current.length;
  for (;;) {
    const order = identityOrder(n);
    for (let k = n - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    if (n < 2 || order.some((w, k) => w !== current[k])) return order;
  }
}

/**
 * The words typed (separated by spaces), or why they cannot be the sentence:
 * 1 to MAX_ATTN_WORDS words, each a word of state/word.ts.
 */
export function parseSentence(text: string): { words: string[] } | { message: string } {
  const parts = text
    .trim()
    .split(/\s+/u)
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > MAX_ATTN_WORDS) {
    return {
      message: `The sentence must have 1 to ${MAX_ATTN_WORDS} words separated by spaces; got ${parts.length}.`,
    };
  }
  const words: string[] = [];
  for (const part of parts) {
    const result = checkWord(part);
    if ('problem' in result) return { message: `“${part.slice(0, 30)}” ${result.problem}.` };
    words.push(result.word);
  }
  return { words };
}

/** d_model typed: an even whole number from 2 to MAX_ATTN_D_MODEL. */
function parseDModel(text: string) {
  const parsed = parseWholeNumber(text, 2, MAX_ATTN_D_MODEL, 'd_model');
  if (parsed.value !== undefined && parsed.value % 2 !== 0) {
    return {
      error: `d_model must be an even whole number from 2 to ${MAX_ATTN_D_MODEL}; got "${text.slice(0, 24)}".`,
    };
  }
  return parsed;
}

/** The sentence as chips, each word with its position m: shown with or without controls. */
function sentence(host: FrameHost) {
  const words = shownWords(host.state);
  return html`<ol class="sentence" aria-label="The sentence, word by word with its position m">
    ${words.map(
      (word, m) =>
        html`<li class="chip">
          <span class="word">${word}</span><span class="pos">m = ${m}</span>
        </li>`,
    )}
  </ol>`;
}

/** Above the matrices: the sentence and, with controls, its order and the projections. */
export function attentionControls(host: FrameHost) {
  const state = host.state;
  if (!host.showControls) return sentence(host);
  const n = state.attnWords.length;
  // Plain text (an <option> holds no markup).
  const phrase = (p: Projections) => renderText(chapter.phrases[p]);
  return html`${sentence(host)}
    <div class="controls order">
      <button
        ?disabled=${n < 2}
        @click=${() => host.accept({ attnOrder: shuffledOrder(state.attnOrder, Math.random) })}
      >
        Shuffle
      </button>
      <button
        ?disabled=${n < 2}
        @click=${() => host.accept({ attnOrder: [...state.attnOrder].reverse() })}
      >
        Reverse
      </button>
      <button
        ?disabled=${!isReordered(state)}
        @click=${() => host.accept({ attnOrder: identityOrder(n) })}
      >
        As written
      </button>
      <label class="projections"
        ><span>W<sub>q</sub>, W<sub>k</sub></span>
        <select
          id="attn-projections"
          @change=${(event: Event) =>
            host.accept({
              attnProjections: (event.target as HTMLSelectElement).value as Projections,
            })}
        >
          ${projectionNames.map(
            (p) =>
              html`<option value=${p} ?selected=${p === state.attnProjections}>
                ${phrase(p)}
              </option>`,
          )}
        </select></label
      >
    </div>`;
}

/** Under the readout, with controls: the seed, d_model and the words themselves. */
export function attentionSettings(host: FrameHost) {
  if (!host.showControls) return nothing;
  const state = host.state;
  const fields = html`${stateField(host, 'attnSeed', {
      id: 'attn-seed',
      label: 'seed of W_q, W_k',
      min: 0,
      max: MAX_ATTN_SEED,
    })}
    ${stateField(host, 'attnDModel', {
      id: 'attn-d-model',
      label: 'd_model',
      min: 2,
      max: MAX_ATTN_D_MODEL,
      parse: parseDModel,
      step: 2,
    })}
    <div class="field words">
      <label for="attn-words">Sentence</label>
      <input
        id="attn-words"
        type="text"
        spellcheck="false"
        autocomplete="off"
        .value=${state.attnWords.join(' ')}
        @change=${(event: Event) => {
          const input = event.target as HTMLInputElement;
          const parsed = parseSentence(input.value);
          if ('message' in parsed) {
            host.message.show(parsed.message);
            input.value = state.attnWords.join(' ');
            return;
          }
          host.accept({ attnWords: parsed.words, attnOrder: identityOrder(parsed.words.length) });
        }}
      />
    </div>`;
  return controlsRow(host.message, fields);
}

/** The way on to Transformer-XL's chapter (a request for its view): shown with or without controls. */
export function transformerXlLink(host: FrameHost) {
  return html`<p class="next">
    <button
      type="button"
      data-view="transformer-xl"
      @click=${() => host.accept({ view: 'transformer-xl' })}
    >
      Open the Transformer-XL chapter →
    </button>
  </p>`;
}
