// A drop-in for Lit's styleMap that works under a strict Content-Security-Policy.
//
// Lit's styleMap writes its first value as a style="" attribute, which
// `style-src 'self'` (no 'unsafe-inline') blocks: the style is dropped and a
// violation is reported. This directive never writes the attribute; it sets
// every property through the CSSOM (element.style.setProperty), which the
// policy allows, on the first render and on every update.
//
//   import { styleMap } from '../style-map.js';
//   html`<span class="bar" style=${styleMap({ background: gradient, top: `${y}px` })}></span>`
import { noChange } from 'lit';
import {
  Directive,
  PartType,
  directive,
  type AttributePart,
  type DirectiveParameters,
  type PartInfo,
} from 'lit/directive.js';

/** Property name (kebab case, camelCase or --custom) to value; null/undefined removes it. */
export type StyleInfo = Readonly<Record<string, string | number | null | undefined>>;

const IMPORTANT = /\s*!important\s*$/i;

function cssName(name: string): string {
  if (name.startsWith('--') || name.includes('-')) return name;
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

class CssomStyleMap extends Directive {
  private previous = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (
      partInfo.type !== PartType.ATTRIBUTE ||
      partInfo.name !== 'style' ||
      (partInfo.strings?.length ?? 0) > 2
    ) {
      throw new Error(
        'styleMap must be the whole value of a style attribute: style=${styleMap(...)}',
      );
    }
  }

  render(_styles: StyleInfo): unknown {
    return noChange;
  }

  override update(part: AttributePart, [styles]: DirectiveParameters<this>): unknown {
    const style = (part.element as HTMLElement | SVGElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(styles)) {
      if (value === null || value === undefined) continue;
      const property = cssName(name);
      const text = String(value);
      if (IMPORTANT.test(text))
        style.setProperty(property, text.replace(IMPORTANT, ''), 'important');
      else style.setProperty(property, text);
      next.add(property);
    }
    for (const property of this.previous) {
      if (!next.has(property)) style.removeProperty(property);
    }
    this.previous = next;
    return noChange;
  }
}

/** Sets inline styles through the CSSOM, never through the style attribute. */
export const styleMap = directive(CssomStyleMap);
