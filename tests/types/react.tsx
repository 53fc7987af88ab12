// React 19 JSX: attributes as props, events as on<event-name> props.
import type {} from 'positional-encoding-widget/react';
import { useState } from 'react';

export function Lesson() {
  const [seqLen, setSeqLen] = useState(32);
  return (
    <positional-encoding-widget
      view="relative"
      seq-len={seqLen}
      d-model="64"
      controls="seq-len base"
      theme="dark"
      onpe-change={(event) => setSeqLen(event.detail.seqLen)}
      onpe-error={(event) => console.warn(event.detail.code, event.detail.message)}
    />
  );
}

export function Typos() {
  return (
    <>
      {/* @ts-expect-error: there is no "veiw" attribute */}
      <positional-encoding-widget veiw="relative" />
      {/* @ts-expect-error: seq-len is text or a number */}
      <positional-encoding-widget seq-len={[32]} />
      {/* @ts-expect-error: theme is light, dark or auto */}
      <positional-encoding-widget theme="blue" />
      <positional-encoding-widget
        // @ts-expect-error: pe-change's detail is the state, which has no "length"
        onpe-change={(event) => event.detail.length}
      />
    </>
  );
}
