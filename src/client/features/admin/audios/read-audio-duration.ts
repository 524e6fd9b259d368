/**
 * The duration of a chosen file, read by the browser before anything is sent: an <audio>
 * element loads the file's metadata from an object URL (nothing leaves the device). Null
 * when this browser cannot decode it; the server reads the duration itself in any case.
 */
const TIMEOUT_MS = 10_000;

export function readAudioDuration(file: Blob): Promise<number | null> {
  // A browser (or test DOM) that cannot make object URLs: the server reads it.
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      finish(Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : null);
    audio.onerror = () => finish(null);
    audio.src = url;
  });
}
