// Types of the module the Warrant integration gives the pages.
declare module 'virtual:warrant/build' {
  export const projection: {
    posts: {
      slug: string;
      title: string;
      date: string;
      author: string;
      summary: string;
      claims: {
        id: string;
        text: string;
        status: string;
        checkedBy: { tier: 'machine' } | { tier: 'human'; reviewer: string; date: string; overruled: boolean };
        sources: (
          | { kind: 'public'; id: string; title: string; tier: string; uri: string; sha256: string; copy: string; excerpt?: { text: string; sha256: string } }
          | { kind: 'private'; label: string; tier: string; sha256: string; excerpt?: { text: string; sha256: string } }
        )[];
      }[];
    }[];
  };
  export const sealKey: string;
  export const credentialNote: string;
  export const checkpoint: { origin: string; size: number; rootHash: string } | null;
  /** Per post (by slug): the checkpoint of the run that last changed what Warrant says about it. */
  export const checkpoints: Record<string, { origin: string; size: number; rootHash: string }>;
  /** The ids of the claims marked in their article's text. */
  export const marked: ReadonlySet<string>;
}
