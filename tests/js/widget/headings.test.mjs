// The heading-level attribute: parsing (1 to 6, a clear notice otherwise) and
// the tag level of a view's title and sections for a given host level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  DEFAULT_HEADING_LEVEL,
  headingTagLevel,
  parseHeadingLevel,
} from '../../../dist/lib/widget/headings.js';

describe('parseHeadingLevel', () => {
  test('a missing or empty attribute gives the default level 2 without a notice', () => {
    for (const text of [null, undefined, '', '  ']) {
      assert.deepEqual(parseHeadingLevel(text), { level: DEFAULT_HEADING_LEVEL });
    }
    assert.equal(DEFAULT_HEADING_LEVEL, 2);
  });

  test('every integer from 1 to 6 is taken as it is', () => {
    for (let level = 1; level <= 6; level++) {
      assert.deepEqual(parseHeadingLevel(` ${level} `), { level });
    }
  });

  test('values out of range or not integers keep the default and name the attribute and its range', () => {
    for (const text of ['0', '7', '2.5', 'h3', '-1', '1e0', '03']) {
      const result = parseHeadingLevel(text);
      assert.equal(result.level, 2, text);
      assert.match(
        result.notice ?? '',
        /^heading-level must be an integer from 1 to 6; got "/,
        text,
      );
    }
  });
});

describe('headingTagLevel', () => {
  test('by default a view title is an h2 and its sections h3', () => {
    assert.equal(headingTagLevel(undefined, 0), 2);
    assert.equal(headingTagLevel(undefined, 1), 3);
    assert.equal(headingTagLevel(2, 0), 2);
    assert.equal(headingTagLevel(2, 1), 3);
  });

  test('the title follows the host level and its sections stay one below', () => {
    assert.equal(headingTagLevel(1, 0), 1);
    assert.equal(headingTagLevel(1, 1), 2);
    assert.equal(headingTagLevel(4, 0), 4);
    assert.equal(headingTagLevel(4, 1), 5);
  });

  test('no level goes past 6', () => {
    assert.equal(headingTagLevel(6, 0), 6);
    assert.equal(headingTagLevel(6, 1), 6);
    assert.equal(headingTagLevel(5, 1), 6);
  });
});
