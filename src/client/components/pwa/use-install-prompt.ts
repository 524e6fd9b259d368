/**
 * Browser side of the install prompt: captures `beforeinstallprompt` (so the browser's
 * own mini-infobar does not show), follows the viewport width and display mode, and
 * remembers when the reader dismissed it (localStorage), so they are not asked again for
 * a while.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  installPromptMode,
  isDismissalInForce,
  isIosDevice,
  type InstallPromptMode,
} from './install-prompt-mode';

const DISMISSED_KEY = 'installPromptDismissed';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const readDismissed = () => {
  try {
    return isDismissalInForce(localStorage.getItem(DISMISSED_KEY), Date.now());
  } catch {
    return false;
  }
};

export function useInstallPrompt(): {
  mode: InstallPromptMode;
  install: () => Promise<void>;
  dismiss: () => void;
} {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [width, setWidth] = useState(() => window.innerWidth);
  const [standalone, setStandalone] = useState(
    () => window.matchMedia('(display-mode: standalone)').matches,
  );

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setDeferred(null);
      setStandalone(true);
    };
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Private mode without storage: the dismissal lasts for this page only.
    }
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice;
    setDeferred(null);
  }, [deferred]);

  const mode = installPromptMode({
    viewportWidth: width,
    isStandalone: standalone || (navigator as { standalone?: boolean }).standalone === true,
    isIos: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints),
    hasDeferredPrompt: deferred !== null,
    dismissed,
  });
  return { mode, install, dismiss };
}
