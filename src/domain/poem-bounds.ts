/**
 * The poem filter's bounds (years, counters) as one rule, without zod: the server writes it
 * as SQL (`plugins/app/poems/filter-conditions.ts`), the device applies it to its mirror
 * (`features/poems/filter-poems.ts`), so a filter finds the same poems online and offline.
 * Bounds are inclusive, and a poem without a year never meets a year bound: in SQL
 * `null >= 1900` is not true, and the device must not find more than the server does.
 */
interface PoemBounds {
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  minViews?: number | undefined;
  minLikes?: number | undefined;
}

/** What a bound is compared with: a poem's year (which may be unknown) and its counters. */
interface BoundedPoem {
  year: number | null;
  views: number;
  likes: number;
}

/** Each bound: the criterion, the poem's column it limits, and from which side. */
export const POEM_BOUNDS = [
  { criterion: 'yearFrom', column: 'year', side: 'least' },
  { criterion: 'yearTo', column: 'year', side: 'most' },
  { criterion: 'minViews', column: 'views', side: 'least' },
  { criterion: 'minLikes', column: 'likes', side: 'least' },
] as const satisfies readonly {
  criterion: keyof PoemBounds;
  column: keyof BoundedPoem;
  side: 'least' | 'most';
}[];

/** Whether `poem` meets every bound that `bounds` sets. */
export const meetsBounds = (poem: BoundedPoem, bounds: PoemBounds): boolean =>
  POEM_BOUNDS.every(({ criterion, column, side }) => {
    const bound = bounds[criterion];
    if (bound === undefined) return true;
    const value = poem[column];
    if (value === null) return false;
    return side === 'least' ? value >= bound : value <= bound;
  });
