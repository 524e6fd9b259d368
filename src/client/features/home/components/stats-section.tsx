/**
 * The counters with their data hook, loaded after the first render (home-screen.tsx):
 * the hook's data layer (the offline mirror, and the API for the users count) is not
 * needed to paint the hero, so it stays out of the page's first scripts.
 */
import { useStatsSummary } from '../hooks/use-stats-summary';
import { StatsCounters } from './stats-counters';

export default function StatsSection() {
  return <StatsCounters state={useStatsSummary()} />;
}
