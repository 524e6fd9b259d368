/**
 * The generator's own player (DESIGN.md section 7: not the readers' store, so no play is
 * counted and no mini-player appears): one <audio> element, its clock read on every frame
 * while it plays (stamps and the preview need better than `timeupdate`'s 4 Hz), its speed,
 * and "play this verse alone", which pauses at the verse's end.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Span } from './lib/timing';

export function useAudioClock() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRateState] = useState(1);
  const stopAt = useRef<number | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    const tick = () => {
      if (stopAt.current !== null && audio.currentTime >= stopAt.current) {
        stopAt.current = null;
        audio.pause();
      }
      setTime(audio.currentTime);
      if (!audio.paused) frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      setPlaying(true);
      frame = requestAnimationFrame(tick);
    };
    const onPause = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
      setTime(audio.currentTime);
    };
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onSeeked = () => setTime(audio.currentTime);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onPause);
    audio.addEventListener('durationchange', onDuration);
    audio.addEventListener('loadedmetadata', onDuration);
    audio.addEventListener('seeked', onSeeked);
    onDuration();
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      audio.removeEventListener('durationchange', onDuration);
      audio.removeEventListener('loadedmetadata', onDuration);
      audio.removeEventListener('seeked', onSeeked);
    };
  }, []);

  const play = useCallback(() => {
    stopAt.current = null;
    void audioRef.current?.play().catch((error: unknown) => console.warn('Play refused', error));
  }, []);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const toggle = useCallback(() => {
    if (audioRef.current?.paused) play();
    else pause();
  }, [play, pause]);
  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = Math.max(0, seconds);
    setTime(audio.currentTime);
  }, []);
  const setRate = useCallback((next: number) => {
    if (audioRef.current) audioRef.current.playbackRate = next;
    setRateState(next);
  }, []);
  const playSpan = useCallback(
    (span: Span) => {
      seek(span.start);
      void audioRef.current
        ?.play()
        .then(() => {
          stopAt.current = span.end;
        })
        .catch((error: unknown) => console.warn('Play refused', error));
    },
    [seek],
  );
  /** The clock now (read from the element, not the last frame: a stamp must be exact). */
  const now = useCallback(() => audioRef.current?.currentTime ?? 0, []);

  return {
    audioRef,
    time,
    duration,
    playing,
    rate,
    play,
    pause,
    toggle,
    seek,
    setRate,
    playSpan,
    now,
  };
}
