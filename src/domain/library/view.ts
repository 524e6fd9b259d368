/**
 * What a reader sees of a library state: the lists the screens show, in one deterministic
 * order, so every replica holding the same state shows the same thing.
 */
import { liveAdds } from './lattice';
import type { FavouriteTarget } from './operation';
import type { LibraryState, Verses } from './state';

export interface CollectionView {
  id: string;
  name: string;
  /** In the list's order: by position key, then by item key. */
  items: { type: 'poem' | 'audio'; id: string; position: string }[];
}

export interface NoteView {
  id: string;
  poemId: string;
  verses?: Verses;
  colour: string | null;
  text: string;
}

export interface LibraryView {
  favourites: FavouriteTarget[];
  liked: string[];
  collections: CollectionView[];
  notes: NoteView[];
  places: Record<string, number>;
}

const splitKey = <Type extends string>(key: string) => {
  const colon = key.indexOf(':');
  return { type: key.slice(0, colon) as Type, id: key.slice(colon + 1) };
};

const shows = (entry: { touched?: string; deleted?: string }) =>
  entry.touched !== undefined && (entry.deleted === undefined || entry.touched > entry.deleted);

export function viewLibrary(state: LibraryState): LibraryView {
  const favourites = Object.keys(state.favourites)
    .filter((key) => liveAdds(state.favourites[key]).length > 0)
    .sort()
    .map((key) => splitKey<FavouriteTarget['type']>(key));
  const collections = Object.entries(state.collections)
    .filter(([, collection]) => shows(collection))
    .map(([id, collection]): CollectionView => {
      const items = Object.keys(collection.items)
        .filter((key) => liveAdds(collection.items[key]).length > 0)
        .map((key) => ({ key, position: collection.positions[key]?.value ?? '' }))
        .sort((a, b) =>
          a.position !== b.position ? (a.position < b.position ? -1 : 1) : a.key < b.key ? -1 : 1,
        )
        .map(({ key, position }) => ({ ...splitKey<'poem' | 'audio'>(key), position }));
      return { id, name: collection.name?.value ?? '', items };
    })
    .sort((a, b) => (a.name !== b.name ? a.name.localeCompare(b.name) : a.id < b.id ? -1 : 1));
  const notes = Object.entries(state.notes)
    .filter(([, note]) => shows(note) && note.poemId !== undefined)
    .map(([id, note]) => ({
      id,
      poemId: note.poemId!.value,
      ...(note.verses ? { verses: note.verses.value } : {}),
      colour: note.colour?.value ?? null,
      text: note.text?.value ?? '',
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const places = Object.fromEntries(
    Object.entries(state.places).map(([key, place]) => [key, place.value]),
  );
  return { favourites, liked: Object.keys(state.liked).sort(), collections, notes, places };
}
