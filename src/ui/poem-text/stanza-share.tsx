/**
 * A stanza's share buttons, after its verses: its text and link (the link scrolls to
 * `#stanza-N`), and, when the client offers it, the stanza as a picture. Two buttons side by
 * side rather than a menu: each is one tap, and the server's first screen draws both in the
 * same place, so nothing moves when the client takes over.
 */
import { IconSvg } from '../icon/icon-svg';

export function StanzaShare({
  label,
  onShare,
  pictureLabel,
  onSharePicture,
}: {
  label: string;
  onShare?: () => void;
  /** The picture button's label; none, no picture button. */
  pictureLabel?: string;
  onSharePicture?: () => void;
}) {
  return (
    <div className="poem-stanza-actions">
      <button type="button" className="poem-stanza-share" aria-label={label} onClick={onShare}>
        <IconSvg name="share" aria-hidden="true" />
      </button>
      {pictureLabel && (
        <button
          type="button"
          className="poem-stanza-picture"
          aria-label={pictureLabel}
          onClick={onSharePicture}
        >
          <IconSvg name="image" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
