/**
 * The player's icons (24×24). Media controls are not mirrored in right-to-left languages: they
 * stand for the direction of time, not of reading (as in other players).
 */
import { Icon, type IconProps } from '@chakra-ui/react';

const PATHS = {
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z',
  back: 'M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5',
  forward: 'M21 12a9 9 0 1 1-2.6-6.4L21 8M21 3v5h-5',
  previousVerse: 'M6 5v14M19 5l-9 7 9 7z',
  nextVerse: 'M18 5v14M5 5l9 7-9 7z',
  repeat: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3',
  close: 'M6 6l12 12M18 6 6 18',
  announce: 'M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13',
  locate: 'M12 2v4M12 18v4M2 12h4M18 12h4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  queue: 'M3 6h13M3 12h13M3 18h8M16 15v6l5-3z',
} as const;
const FILLED = new Set<PlayerIconName>(['play', 'pause', 'previousVerse', 'nextVerse']);

export type PlayerIconName = keyof typeof PATHS;

/** Decorative: the control carries the label. */
export function PlayerIcon({ name, ...props }: { name: PlayerIconName } & IconProps) {
  return (
    <Icon aria-hidden="true" boxSize="1.25em" {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill={FILLED.has(name) ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </Icon>
  );
}
