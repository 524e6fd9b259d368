/** What a list route hands its screen: the URL's list state and how to change it. */
import type { ListSearch } from './list-search';

export interface ListRouteProps {
  search: ListSearch;
  onSearchChange: (next: ListSearch, options?: { replace?: boolean }) => void;
}
