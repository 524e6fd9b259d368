/**
 * The sidebar layout on large screens, 'mini' (88 px) or 'vertical' (280 px); SPEC
 * section 4 makes mini the default. Stored as `themeLayout` inside the `settings`
 * object in localStorage (SPEC section 9), keeping any other settings already there.
 */
import { useCallback, useState } from 'react';

export type NavLayout = 'vertical' | 'mini';
const KEY = 'settings';
const DEFAULT: NavLayout = 'mini';

function readSettings(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The stored layout if it is one the sidebar supports, else the default. */
export function readNavLayout(): NavLayout {
  const value = readSettings().themeLayout;
  return value === 'vertical' || value === 'mini' ? value : DEFAULT;
}

export function useNavLayout(): [NavLayout, () => void] {
  const [layout, setLayout] = useState<NavLayout>(readNavLayout);
  const toggle = useCallback(() => {
    setLayout((current) => {
      const next: NavLayout = current === 'mini' ? 'vertical' : 'mini';
      try {
        localStorage.setItem(KEY, JSON.stringify({ ...readSettings(), themeLayout: next }));
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [layout, toggle];
}
