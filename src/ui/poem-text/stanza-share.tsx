/** The small link-to-this-stanza button after a stanza (the link scrolls to `#stanza-N`). */
import { IconSvg } from '../icon/icon-svg';

export function StanzaShare({ label, onShare }: { label: string; onShare?: () => void }) {
  return (
    <button type="button" className="poem-stanza-share" aria-label={label} onClick={onShare}>
      <IconSvg name="share" aria-hidden="true" />
    </button>
  );
}
