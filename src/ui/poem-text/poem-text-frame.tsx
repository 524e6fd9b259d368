/**
 * The pieces a poem's text is laid out with (classes of poem-text.css): the text's block,
 * one block per stanza, one line per verse. PoemText composes them with the domain's rules;
 * the poem editor's preview composes them around its own word buttons, so it looks like the
 * reader's page without copying its measures.
 */
import type { ComponentProps, ReactNode } from 'react';

/**
 * The script the poem is written in: Wolof in Latin letters runs left to right; Wolofal (Wolof
 * in Arabic letters) right to left. The CSS uses logical sides only, so the hanging indent and
 * the stanza's share button follow the direction.
 */
export type PoemScript = 'latin' | 'wolofal';

const SCRIPTS = {
  latin: { lang: 'wo', dir: 'ltr' },
  wolofal: { lang: 'wo-Arab', dir: 'rtl' },
} as const;

export function PoemTextFrame({
  script = 'latin',
  ...props
}: ComponentProps<'div'> & { script?: PoemScript }) {
  return <div className="poem-text" {...SCRIPTS[script]} {...props} />;
}

export function StanzaBlock({
  id,
  number,
  after,
  children,
}: {
  id: string;
  /** 1-based. */
  number: number;
  children: ReactNode;
  /** After the stanza's verses (the reader's share-this-stanza button). */
  after?: ReactNode;
}) {
  return (
    <div className="poem-stanza" id={id} data-stanza={number}>
      <p>{children}</p>
      {after}
    </div>
  );
}

/** One verse; a wrapped verse hangs from its first line. Attributes (ids, data-*) pass through. */
export function VerseLine(props: ComponentProps<'span'>) {
  return <span className="poem-verse" {...props} />;
}
