/**
 * The recording's waveform (wavesurfer.js, BSD-3, with its regions plugin) with one region
 * per timed verse: drag an edge to move it, click a region to select its verse, click the
 * waveform to seek. wavesurfer plays nothing itself: it follows the generator's <audio>
 * element (`media`) and draws the peaks already decoded for the draft (no second download).
 * The library is imported here only, when the waveform mounts, so it loads with this screen
 * and never with the readers' pages.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { Timing } from './lib/timing';

type Regions = ReturnType<typeof RegionsPlugin.create>;

interface Props {
  media: HTMLAudioElement;
  peaks: Float32Array;
  duration: number;
  timing: Timing;
  selected: number;
  /** Pixels per second (zoom). */
  zoom: number;
  label: string;
  onSelect: (index: number) => void;
  onEdge: (index: number, edge: 'start' | 'end', time: number) => void;
}

const REGION = 'rgba(59, 130, 246, 0.16)';
const SELECTED = 'rgba(234, 88, 12, 0.30)';

export function Waveform(props: Props) {
  const { media, peaks, duration, timing, selected, zoom, label } = props;
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<{ ws: WaveSurfer; regions: Regions } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const drawRef = useRef<() => void>(() => undefined);

  drawRef.current = () => {
    const regions = instance.current?.regions;
    if (!regions) return;
    regions.clearRegions();
    timing.forEach((span, index) => {
      if (!span) return;
      regions.addRegion({
        id: String(index),
        start: span.start,
        end: span.end,
        content: String(index + 1),
        color: index === selected ? SELECTED : REGION,
        drag: false,
        resize: true,
        minLength: 0.1,
      });
    });
  };

  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      import('wavesurfer.js'),
      import('wavesurfer.js/dist/plugins/regions.esm.js'),
    ]).then(([{ default: WaveSurferClass }, { default: Regions }]) => {
      if (cancelled || !container.current) return;
      const regions = Regions.create();
      const ws = WaveSurferClass.create({
        container: container.current,
        media,
        peaks: [peaks],
        duration,
        height: 112,
        waveColor: '#94a3b8',
        progressColor: '#475569',
        cursorColor: '#ea580c',
        minPxPerSec: latest.current.zoom,
        plugins: [regions],
      });
      regions.on('region-updated', (region, side) => {
        const index = Number(region.id);
        const edge = side ?? 'start';
        latest.current.onEdge(index, edge, edge === 'start' ? region.start : region.end);
      });
      regions.on('region-clicked', (region, event) => {
        event.stopPropagation();
        latest.current.onSelect(Number(region.id));
      });
      // Zoomed in (or on a phone) the waveform scrolls sideways inside wavesurfer's own
      // box: that box takes focus so a keyboard can scroll it too (axe: scrollable-region-focusable).
      const scroller = ws.getWrapper().parentElement;
      if (scroller) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'group');
        scroller.setAttribute('aria-label', latest.current.label);
      }
      instance.current = { ws, regions };
      drawRef.current();
    });
    return () => {
      cancelled = true;
      instance.current?.ws.destroy();
      instance.current = null;
    };
  }, [media, peaks, duration]);

  useEffect(() => drawRef.current(), [timing, selected]);
  useEffect(() => {
    instance.current?.ws.zoom(zoom);
  }, [zoom]);

  return (
    <Box
      ref={container}
      role="group"
      aria-label={label}
      // Time runs left to right in every language (the regions and the nudges agree).
      dir="ltr"
      borderWidth="1px"
      rounded="md"
      bg="bg.subtle"
      minH="112px"
      data-testid="waveform"
    />
  );
}
