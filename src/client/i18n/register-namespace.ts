/**
 * Adds one screen's French namespace to i18next when the screen's chunk is evaluated,
 * before anything in it renders (see resources.ts). Merged, never replacing: the other
 * languages' bundles are untouched.
 */
import type { LazyNamespace } from './resources';
import { i18n, onceStarted } from './i18n';

export function registerFrench(namespace: LazyNamespace, resources: object): void {
  onceStarted(() => i18n.addResourceBundle('fr', namespace, resources, true, false));
}
