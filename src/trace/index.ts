/** @module trace: posts drafted with AI: the drafting trace, its linter (seed 003), reliance from it and chain scoping (seed 000). */
export {
  claimChain,
  chainGrounding,
  corpusVerdict,
  type ChainGrounding,
  type ClaimChain,
  type ChainRow,
} from './chain.js';
export { GROUNDING_MODES, parseEnvelope, type Envelope, type GroundingMode } from './envelope.js';
export { lintTrace, MODE_RULES, type Citation, type TraceLint, type TraceRule } from './lint.js';
export { checkPostTrace, type PostTrace, type TraceText } from './post-trace.js';
export { deriveReliance, readerText, type TracedReliance, type RelianceOrigin } from './reliance.js';
export { callsAModel, chatOutput, modelsOf, parseTrace, stringAttribute, type Trace, type TraceSpan } from './spans.js';
