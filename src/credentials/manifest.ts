/** @module credentials/manifest: the C2PA manifest definition Warrant signs: actions, generator, and the grounding assertion. */
import type { Json } from '../core/canonical.js';

/** Label of the custom assertion binding a page to its grounding record. */
export const GROUNDING_LABEL = 'org.warrant.grounding';

export const GENERATOR = { name: 'warrant', version: '0.1.0' } as const;

/** MIME type of each format Warrant signs, by file extension. */
export const FORMATS = {
  '.html': 'text/html',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
} as const satisfies Record<string, string>;

export type SignedExtension = keyof typeof FORMATS;

export function formatOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  const ext = dot < 0 ? '' : path.slice(dot).toLowerCase();
  return ext in FORMATS ? FORMATS[ext as SignedExtension] : undefined;
}

/** IPTC digital source types: written by a person with software, or composed with a generative model's output. */
export const DIGITAL_CREATION = 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCreation';
export const COMPOSITE_WITH_AI = 'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia';

/** A page whose post a model drafted: the models its drafting trace names. */
export interface Drafting {
  readonly models: readonly string[];
}

/**
 * The manifest definition JSON for one asset: created and published by Warrant, with the grounding record if given. A
 * page drafted with AI says so in its created action (IPTC's composite with trained algorithmic media), naming the
 * models, so a reader's Content Credentials viewer shows it.
 */
export function manifestDefinition(input: {
  title: string;
  format: string;
  grounding?: Json;
  drafting?: Drafting;
}): string {
  const assertions: { label: string; data: Json }[] = [
    {
      label: 'c2pa.actions.v2',
      data: {
        actions: [
          {
            action: 'c2pa.created',
            digitalSourceType: input.drafting ? COMPOSITE_WITH_AI : DIGITAL_CREATION,
            softwareAgent: { name: GENERATOR.name, version: GENERATOR.version },
            ...(input.drafting
              ? {
                  description: `drafted with AI assistance (${input.drafting.models.join(', ') || 'model not named'}), every cited claim checked against its source`,
                }
              : {}),
          },
          { action: 'c2pa.published', softwareAgent: { name: GENERATOR.name, version: GENERATOR.version } },
        ],
      },
    },
  ];
  if (input.grounding !== undefined) assertions.push({ label: GROUNDING_LABEL, data: input.grounding });
  return JSON.stringify({
    claim_generator_info: [{ name: GENERATOR.name, version: GENERATOR.version }],
    title: input.title,
    format: input.format,
    assertions,
  });
}
