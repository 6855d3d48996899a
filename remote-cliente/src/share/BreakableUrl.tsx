/**
 * An address that, when it must wrap, breaks only after a '/' or before a '.' (never inside a word):
 * the parts of `urlBreakParts` with <wbr> between them. html2canvas measures each part as a text
 * node of its own, so the invitation image breaks where the page does.
 */
import { Fragment } from 'react';
import { urlBreakParts } from './invitationSize';

export function BreakableUrl({ url }: { url: string }) {
  return (
    <>
      {urlBreakParts(url).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
