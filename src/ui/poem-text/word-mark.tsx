/**
 * A difficult word in a verse: a button, underlined with dots, that a reader can reach with the
 * keyboard. The server draws it as is; the client's reader passes what opening it does and the
 * definition shown while open (`children`), so the closed word is the same markup on both.
 */
import type { ComponentProps, ReactNode } from 'react';

export interface WordMarkProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The word as written in the verse. */
  text: string;
  /** The glossary's entry it matched (`data-difficult-word`). */
  word: string;
  open?: boolean;
  /** Attributes of the wrapper (its ref, pointer handlers): the definition is placed from it. */
  wrapper?: ComponentProps<'span'>;
  /** The definition, shown while open. */
  children?: ReactNode;
}

export function WordMark({
  text,
  word,
  open = false,
  wrapper,
  children,
  ...button
}: WordMarkProps) {
  return (
    <span className="poem-word-wrap" {...wrapper}>
      <button
        type="button"
        className="poem-word"
        data-difficult-word={word}
        aria-expanded={open}
        {...button}
      >
        {text}
      </button>
      {children}
    </span>
  );
}
