/**
 * A decorative eight-pointed star in concentric rings, after the ornaments that frame
 * Ajami manuscripts of West Africa. Purely visual: hidden from assistive technology.
 */
import { Box, type BoxProps } from '@chakra-ui/react';

const RINGS = [200, 150, 100, 56];

export function StarOrnament(props: BoxProps) {
  return (
    <Box aria-hidden="true" pointerEvents="none" {...props}>
      <svg viewBox="0 0 480 480" width="100%" height="100%" fill="none" stroke="currentColor">
        {RINGS.map((r, i) => (
          <g key={r} strokeWidth={i === 0 ? 1.5 : 1} opacity={1 - i * 0.15}>
            <rect
              x={240 - r * 0.7071}
              y={240 - r * 0.7071}
              width={r * 1.4142}
              height={r * 1.4142}
            />
            <rect
              x={240 - r * 0.7071}
              y={240 - r * 0.7071}
              width={r * 1.4142}
              height={r * 1.4142}
              transform="rotate(45 240 240)"
            />
            <circle cx="240" cy="240" r={r * 1.02} strokeDasharray="2 6" />
          </g>
        ))}
        <circle cx="240" cy="240" r="10" fill="currentColor" />
      </svg>
    </Box>
  );
}
