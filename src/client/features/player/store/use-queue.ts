/** The play queue's and the sleep timer's state for the components (their stores in player.ts). */
import { useSyncExternalStore } from 'react';
import { playQueue, sleepTimer } from './player';
import type { QueueState } from './play-queue';
import type { SleepState } from './sleep-timer';

export const useQueue = (): QueueState | null =>
  useSyncExternalStore(playQueue.subscribe, playQueue.getState, playQueue.getState);

export const useSleep = (): SleepState | null =>
  useSyncExternalStore(sleepTimer.subscribe, sleepTimer.getState, sleepTimer.getState);
