// The coding exercise's starter code (its comments are the hints) and the
// reference solution: code the learner edits, not lesson prose. The quiz
// that was here is content: content/exercises.ts.

export const STARTER_CODE = `// Return the (seqLength, dModel) sinusoidal positional encoding as an array of rows
// (or one flat array / Float64Array of seqLength * dModel numbers).
function positionalEncoding(seqLength, dModel) {
  // Hint 1: positions 0 .. seqLength-1.  Hint 2: one inverse frequency per even column.
  // Hint 3: sine in even columns (2i), cosine in odd columns (2i+1).
}
`;

export const SOLUTION_CODE = `// Reference solution: one inverse frequency per pair, sin in even and cos in odd columns.
function positionalEncoding(seqLength, dModel) {
  const rows = [];
  for (let pos = 0; pos < seqLength; pos++) {
    const row = new Array(dModel);
    for (let i = 0; i < dModel / 2; i++) {
      const angle = pos / Math.pow(10000, (2 * i) / dModel);
      row[2 * i] = Math.sin(angle);
      row[2 * i + 1] = Math.cos(angle);
    }
    rows.push(row);
  }
  return rows;
}
`;
