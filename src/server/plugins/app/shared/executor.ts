/** What a repository helper runs its queries on: the database or one of its transactions. */
import type { Db } from '../../../db/client';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Transaction;
