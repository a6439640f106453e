/** @module classify/rules: every classifier rule, in priority order (an earlier rule wins a tie between equal spans). */
import type { Rule } from '../rule.js';
import { ENTITY_RULES } from './entity.js';
import { IDENTIFIER_RULES } from './identifier.js';
import { QUANTITY_RULES } from './quantity.js';
import { TIME_RULES } from './time.js';
import { WORDING_RULES } from './wording.js';

const byId = new Map<string, Rule>(
  [...IDENTIFIER_RULES, ...TIME_RULES, ...QUANTITY_RULES, ...ENTITY_RULES, ...WORDING_RULES].map((r) => [r.id, r]),
);

/** Specific before general: a date before a year before a number; a weekday or month before a capitalised name. */
const ORDER = [
  'identifier/url',
  'identifier/email',
  'identifier/uuid',
  'identifier/cve',
  'time/date-iso',
  'time/date-numeric',
  'time/date-written',
  'time/clock',
  'identifier/version',
  'identifier/ticket',
  'quantity/money',
  'quantity/percentage',
  'quantity/range',
  'time/year',
  'quantity/measure',
  'quantity/fraction',
  'quantity/ordinal',
  'quantity/number-word',
  'quantity/number',
  'identifier/hash',
  'identifier/code',
  'time/weekday',
  'time/month',
  'time/relative',
  'identifier/handle',
  'identifier/domain',
  'entity/gazetteer',
  'entity/acronym',
  'entity/capitalised',
  'comparative/approximation',
  'comparative/change',
  'comparative/than',
  'causal/connective',
  'superlative/first',
  'superlative/est',
  'opinion/marker',
] as const;

export const RULES: readonly Rule[] = ORDER.map((id) => {
  const rule = byId.get(id);
  if (rule === undefined) throw new Error(`classifier rule ${id} is not defined`);
  return rule;
});
