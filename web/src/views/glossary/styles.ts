// Styles of the glossary view: the terms as a description list, the
// notation as a table, the references as a list; each entry a target of a
// lesson link (ui/lesson-link.ts), marked while it has the focus.
import { css } from 'lit';

export const glossaryStyles = css`
  nav.contents {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em 1em;
    margin: 0.4em 0 0.8em;
  }
  dl.terms {
    margin: 0;
  }
  dl.terms dt {
    font-weight: 600;
    margin-top: 0.8em;
  }
  dl.terms dd {
    margin: 0.15em 0 0 1.2em;
    max-width: 72ch;
  }
  dd p {
    margin: 0.2em 0;
  }
  /* A formula in the lesson's notation, set apart from the definition. */
  .formula {
    border-inline-start: 3px solid var(--pe-border);
    padding-inline-start: 0.6em;
    overflow-wrap: anywhere;
  }
  .meta {
    color: var(--pe-muted);
    font-size: 0.92em;
  }
  /* The entry a link opened: marked until the focus moves on. */
  dt:focus,
  tr:focus,
  li:focus,
  .section:focus {
    outline: 3px solid var(--pe-focus);
    outline-offset: 2px;
  }
  /* Three columns that share the width at any size (fixed layout: the
     table never pushes the page wider than the widget on a phone). */
  table.notation {
    width: 100%;
    max-width: 72rem;
    table-layout: fixed;
    margin: 0.4em 0 0.8em;
  }
  table.notation col.symbol {
    width: 24%;
  }
  table.notation col.values {
    width: 28%;
  }
  table.notation th,
  table.notation td {
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  table.notation .aside {
    display: block;
    color: var(--pe-muted);
    font-size: 0.92em;
  }
  ol.references {
    margin: 0.2em 0 0.8em;
    padding-inline-start: 1.6em;
  }
  /* File paths and function names are long single words: they break
     anywhere rather than widen the page on a phone. */
  ol.references li,
  dl.terms dd {
    overflow-wrap: anywhere;
  }
  ol.references li {
    margin: 0.35em 0;
    max-width: 72ch;
  }
  .url {
    overflow-wrap: anywhere;
  }
`;
