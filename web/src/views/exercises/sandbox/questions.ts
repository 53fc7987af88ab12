// The course's checkpoint quiz and independent challenge, verbatim in
// substance (source: the course module on sinusoidal positional encoding),
// except that references to other course modules point to what is on this
// page (the Word order view, exercise 1).

export interface RevealItem {
  id: string;
  question: string;
  answer: string;
}

export const checkpointQuiz: readonly RevealItem[] = [
  {
    id: 'q1',
    question:
      'What are the two formulas defining sinusoidal positional encoding, and what varies across dimension pairs?',
    answer:
      'PE(pos, 2i) = sin(pos / 10000^(2i/d_model)) and PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model)). Across dimension pairs, the frequency changes — low i gives high frequency (fast oscillation), high i gives low frequency (slow oscillation).',
  },
  {
    id: 'q2',
    question:
      'What did the uniqueness check (exercise 1 below) confirm, and why does that matter given what the Word order view shows?',
    answer:
      'That every position (50/50 tested) gets a distinct encoding. This matters because the Word order view shows that without any positional information, self-attention gives a word the same output wherever it stands: "The cat sat" and "sat cat The" are indistinguishable to it. Uniqueness confirms that the sinusoidal scheme actually provides the distinguishing information that view shows is necessary.',
  },
  {
    id: 'q3',
    question:
      'What specific mathematical property did the rotation-matrix verification confirm, and why is it the real justification for choosing sine/cosine specifically?',
    answer:
      'That for any fixed offset k, a single rotation matrix (dependent only on k and the frequency, never on the absolute position) correctly maps PE(pos) to PE(pos+k) at every tested position — verified directly across 5 different starting positions with an identical rotation matrix. This is the actual reason sine/cosine was chosen: it lets relative position be expressed as ordinary linear algebra, not something the model must reconstruct from scratch.',
  },
  {
    id: 'q4',
    question:
      'What real problem does a raw, unbounded position integer have that sinusoidal encoding avoids?',
    answer:
      'It grows unboundedly, risking swamping token-embedding values (which stay small) at large positions — sinusoidal encoding stays bounded in [-1, 1] regardless of how large the position number is.',
  },
  {
    id: 'q5',
    question:
      'Why would a simple linear ramp value lose real capability compared to sinusoidal encoding, even though it does encode absolute position?',
    answer:
      'Because it lacks the fixed-linear-relative-offset property — there\'s no single transformation mapping "ramp value at position p" to "ramp value at position p+k" independent of where p sits relative to the sequence length, unlike sinusoidal encoding\'s verified rotation property. The model would need to learn relative-position reasoning largely from scratch rather than getting a structural head start.',
  },
];

export const independentChallenge: RevealItem = {
  id: 'challenge',
  question:
    'A teammate suggests replacing sinusoidal positional encoding with a simple linear ramp (position / max_len, one single number appended to each token\'s embedding) to save space, arguing "it still tells the model the position, and it\'s simpler." Using the verified fixed-rotation property, write two or three sentences on what specific capability this simplification would lose.',
  answer:
    'A single linear ramp value does encode absolute position, but it loses the fixed-linear-relative-offset property — there\'s no single transformation that maps "ramp value at position p" to "ramp value at position p+k" independent of p in the same useful way rotation does for sinusoidal encoding (a ramp\'s relationship between two positions depends on where those positions are relative to max_len, not just their fixed offset k). The model would have to learn relative-position reasoning largely from scratch rather than getting a structural head start from the encoding\'s own mathematical properties — a real capability loss, even though the ramp technically still varies by position.',
};

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
