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

/** The manifest definition JSON for one asset: created and published by Warrant, with the grounding record if given. */
export function manifestDefinition(input: { title: string; format: string; grounding?: Json }): string {
  const assertions: { label: string; data: Json }[] = [
    {
      label: 'c2pa.actions.v2',
      data: {
        actions: [
          {
            action: 'c2pa.created',
            digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCreation',
            softwareAgent: { name: GENERATOR.name, version: GENERATOR.version },
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
