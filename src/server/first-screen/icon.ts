/** An interface icon as the client's AppIcon draws it (same paths, stroke and box). */
import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from '@domain/icon-paths';
import { html } from './html';

export const icon = (name: IconName, className = '') =>
  html`<svg
    class="fs-icon${DIRECTIONAL_ICONS.has(name) ? ' fs-icon-directional' : ''}${className ? ` ${className}` : ''}"
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="1.75"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    <path d="${ICON_PATHS[name]}" />
  </svg>`;
