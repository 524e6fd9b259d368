/**
 * Deleting a poem with everything that hangs on it: its rows (audios and difficult words go
 * by foreign-key cascade) and the bytes of its recitations in the audio store, which no
 * cascade reaches. Lives beside the routes because it combines two repositories and the
 * store; neither repository knows the other.
 *
 * Order, as for one audio's delete: read the storage keys, delete the poem, and only then
 * delete the bytes, so no reader is ever sent to missing bytes. A failed delete of the bytes
 * leaves an orphan file, logged, and the answer is still a 204 (the poem is gone). So does an
 * upload for this poem committed between the read and the delete (a narrow window; an upload
 * after the delete fails on its foreign key and removes its own bytes).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AudioStore } from '../../../audio-store/audio-store';
import type { AudiosRepository } from '../../../plugins/app/audios/audios-repository';
import type { PoemsRepository } from '../../../plugins/app/poems/poems-repository';

export interface RemovePoemDeps {
  poems: Pick<PoemsRepository, 'remove'>;
  audios: Pick<AudiosRepository, 'storageKeysOfPoem'>;
  audioStore: Pick<AudioStore, 'delete'>;
  log: FastifyBaseLogger;
}

/** `remove` for the poems' DELETE route: false when there was no such poem. */
export function removePoemWithAudio(deps: RemovePoemDeps) {
  return async (id: string): Promise<boolean> => {
    const keys = await deps.audios.storageKeysOfPoem(id);
    if (!(await deps.poems.remove(id))) return false;
    await Promise.all(
      keys.map((key) =>
        deps.audioStore.delete(key).catch((err: unknown) => {
          deps.log.error({ err, key, poemId: id }, 'could not delete the audio bytes of a poem');
        }),
      ),
    );
    return true;
  };
}
