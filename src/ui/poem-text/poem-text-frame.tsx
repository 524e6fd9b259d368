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
  paired = false,
  ...props
}: ComponentProps<'div'> & {
  script?: PoemScript;
  /** Each stanza shows its Wolofal beside (or under) the Latin. */
  paired?: boolean;
}) {
  const className = paired ? 'poem-text poem-text-paired' : 'poem-text';
  return <div className={className} {...SCRIPTS[script]} {...props} />;
}

export function StanzaBlock({
  id,
  number,
  after,
  beside,
  paired = false,
  children,
}: {
  id: string;
  /** 1-based. */
  number: number;
  children: ReactNode;
  /** After the stanza's verses (the reader's share-this-stanza button). */
  after?: ReactNode;
  /** The stanza in the other script (WolofalVerses), when both are shown. */
  beside?: ReactNode;
  paired?: boolean;
}) {
  return (
    <div
      className={paired ? 'poem-stanza poem-stanza-paired' : 'poem-stanza'}
      id={id}
      data-stanza={number}
    >
      <p>{children}</p>
      {beside}
      {after}
    </div>
  );
}

/** A stanza's Wolofal beside its Latin: right to left, in the Wolofal typeface. */
export function WolofalVerses({ children }: { children: ReactNode }) {
  return (
    <p className="poem-wolofal" {...SCRIPTS.wolofal}>
      {children}
    </p>
  );
}

/** One verse; a wrapped verse hangs from its first line. Attributes (ids, data-*) pass through. */
export function VerseLine(props: ComponentProps<'span'>) {
  return <span className="poem-verse" {...props} />;
}
