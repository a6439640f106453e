// Set-up of `npm run mutate`: each test reads its claims and sources afresh, so a mutant is run, not answered from memos.
import { beforeEach } from 'vitest';
import { forgetAll } from '../src/grounding/memo.js';

beforeEach(() => forgetAll());
