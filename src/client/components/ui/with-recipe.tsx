/**
 * A multi-part Chakra component's Root with its slot recipe already passed. The app's
 * system carries no slot recipe (theme/recipes.ts: they would all sit in the entry script);
 * each wrapper in this folder carries its own, so the recipe travels with the chunk that
 * renders the component and nobody has to remember `recipe=` on a Root.
 */
import type { ComponentType } from 'react';

export function withRecipe<Props extends { recipe?: unknown }>(
  Root: ComponentType<Props>,
  recipe: Props['recipe'],
) {
  // React 19 passes `ref` as a prop: it reaches Chakra's Root through the spread.
  function RootWithRecipe(props: Props) {
    return <Root recipe={recipe} {...props} />;
  }
  RootWithRecipe.displayName = `${Root.displayName ?? 'Root'}WithRecipe`;
  return RootWithRecipe;
}
