// Whether the learner's code fits in a share link the page reads back whole.
// Apart from derive.ts because it loads the URL codec (../link.ts), which
// only the view's Share needs: the parts the first-paint frame shows (the
// numeric questions, the guided exercises) import derive.ts.
import { MAX_QUERY_LENGTH, toLinkQuery } from '../link.js';
import type { State } from '../state.js';

/** How much of a link's query the lesson page reads; the view never writes more. */
export const MAX_LINK_QUERY_LENGTH = MAX_QUERY_LENGTH;

/**
 * Whether `code` fits in a share link that the page reads back whole: the
 * query the widget would write for `state` with this code (packed, as the
 * page packs it) must not be longer than {@link MAX_LINK_QUERY_LENGTH}.
 * Returns the query length either way.
 */
export async function codeLinkFits(
  state: Readonly<State>,
  code: string,
): Promise<{ fits: boolean; length: number }> {
  const { length } = await toLinkQuery({ ...state, code });
  return { fits: length <= MAX_LINK_QUERY_LENGTH, length };
}
