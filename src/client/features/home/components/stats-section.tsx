/**
 * The counters with their data hook, loaded after the first render (home-screen.tsx):
 * the hook's data layer (HTTP client, schema validation, or the offline mirror) is not
 * needed to paint the hero, so it stays out of the page's first scripts.
 */
import { http } from '@client/api/http';
import { useStatsSummary } from '../hooks/use-stats-summary';
import { StatsCounters } from './stats-counters';

export default function StatsSection() {
  return <StatsCounters state={useStatsSummary(http)} />;
}
