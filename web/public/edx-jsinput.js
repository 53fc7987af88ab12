// The Open edX JSInput functions of edx.html (docs/embedding.md, "Open edX").
// A JSInput problem loads edx.html in an iframe of the course page and calls
// three global functions in it (same origin: the page is in the course's
// Files & Uploads):
//   getState()        -> a JSON string the platform stores with the learner's answer
//   setState(string)  <- that string again, when the learner comes back
//   getGrade()        -> a JSON string the problem's Python grader reads
// The platform is the learner's store here: the work the widget keeps in this
// browser's localStorage for this page (answers, code, results) is cleared at
// load, so a second learner on the same browser never sees the first one's,
// and setState() puts back the learner's own. A plain classic script, run
// before the parser reaches the element (edx.html), using only the element's
// public API and its documented storage key.
(function () {
  'use strict';

  var VERSION = 1;
  // progressKey() of views/exercises/progress-record.ts, as docs/embedding.md gives it.
  var workKey = 'positional-encoding-widget:work:v1:' + location.pathname + ':exercises';

  function store() {
    try {
      return window.localStorage;
    } catch (error) {
      return null;
    }
  }

  function widget() {
    return document.querySelector('positional-encoding-widget');
  }

  function storedWork() {
    var storage = store();
    var text = storage ? storage.getItem(workKey) : null;
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch (error) {
      return null;
    }
  }

  /** The learner's state: the widget's state, their work on the exercises, and its results. */
  function getState() {
    var element = widget();
    return JSON.stringify({
      version: VERSION,
      state: element.getState(),
      work: storedWork(),
      results: element.getResults(),
    });
  }

  /**
   * Puts back what getState() returned (a string, or the object it parses to).
   * The work goes back into storage and the widget is replaced by a new one
   * that reads it, with the state applied before it is shown.
   */
  function setState(saved) {
    var value = typeof saved === 'string' ? JSON.parse(saved) : saved;
    if (value === null || typeof value !== 'object' || value.version !== VERSION) {
      throw new TypeError('setState: not a state this page wrote (version ' + VERSION + ')');
    }
    var storage = store();
    if (storage) {
      if (value.work && typeof value.work === 'object') {
        storage.setItem(workKey, JSON.stringify(value.work));
      } else {
        storage.removeItem(workKey);
      }
    }
    var old = widget();
    var fresh = document.createElement('positional-encoding-widget');
    for (var i = 0; i < old.attributes.length; i += 1) {
      fresh.setAttribute(old.attributes[i].name, old.attributes[i].value);
    }
    if (value.state && typeof value.state === 'object') fresh.setState(value.state);
    old.replaceWith(fresh);
  }

  /** What the grader checks: getResults() (items with kind, id, correct and summary; text). */
  function getGrade() {
    return JSON.stringify(widget().getResults());
  }

  // This page starts with no work: the platform's setState() brings the learner's.
  var storage = store();
  if (storage) storage.removeItem(workKey);

  window.getState = getState;
  window.setState = setState;
  window.getGrade = getGrade;
})();
