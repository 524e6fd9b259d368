/**
 * The cluster's S3 server in a process of its own (engines.ts, startS3Process):
 * `node --import tsx scripts/cluster/s3-process.ts DIRECTORY PORT BUCKET...`.
 *
 * S3 is another machine in production. In the process that drives the cluster, its work (a
 * backup reading every recording) delayed the load generator's own callbacks, and
 * bench:cluster counted that delay as the readers' latency.
 */
import { startS3Server } from './s3-server';

const [directory, port, ...buckets] = process.argv.slice(2);
if (!directory || !port) {
  console.error('usage: s3-process.ts DIRECTORY PORT BUCKET...');
  process.exit(2);
}
const server = await startS3Server(directory, Number(port), buckets);
console.log(`s3 listening on ${server.endpoint}`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
