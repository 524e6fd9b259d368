/** Drops the keys whose value is undefined (absent from a partial update). */
export const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
