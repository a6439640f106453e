// warrant/site: what a blog's own pages use: the evidence and provenance section, sealed text, the posts collection.
export { default as Provenance } from './Provenance.astro';
export { default as Sealed } from './Sealed.astro';
export { warrantPosts } from '../lib/posts';
