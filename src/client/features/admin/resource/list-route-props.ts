/** What a list route hands its screen: the URL's list state and how to change it. */
import type { ListSearch } from './list-search';

export interface ListRouteProps<Search extends ListSearch = ListSearch> {
  search: Search;
  onSearchChange: (next: Search, options?: { replace?: boolean }) => void;
}
