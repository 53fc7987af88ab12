// The glossary view's first-paint frame (ui/view-frame.ts): the view is text
// only, so its frame is the view itself, the same templates (entries.ts)
// rendered by the same chapter renderer: laid out to its final height before
// the view's code arrives.
import chapter from '../../content/glossary.js';
import { noValues } from '../../ui/chapter.js';
import { defineFrame, type FrameHost } from '../../ui/view-frame.js';
import { contents, notationTable, referenceList, termList } from './entries.js';
import { glossaryStyles } from './styles.js';

export default defineFrame({
  chapter,
  styles: [glossaryStyles],
  values: () => noValues(chapter),
  flags: () => ({}),
  figures: {
    contents: () => contents(),
    terms: () => termList(),
    notation: () => notationTable(),
    references: (host: FrameHost) => referenceList(host.headingLevel),
  },
  exportShape: () => undefined,
});
