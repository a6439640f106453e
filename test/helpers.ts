// Shared test helpers: a post from Markdown, and a source from text.
import { sha256Hex } from '../src/core/canonical.js';
import type { LoadedSource, Post } from '../src/core/model.js';

export function postOf(body: string, slug = 'test-post'): Post {
  const source = `---\ntitle: "Test"\ndate: "2026-01-01"\nauthor: "Tess"\nsummary: "A test."\n---\n\n${body}\n`;
  return {
    slug,
    file: `content/posts/${slug}.md`,
    source,
    meta: { title: 'Test', date: '2026-01-01', author: 'Tess', summary: 'A test.' },
  };
}

export function sourceOf(
  id: string,
  text: string,
  mediaType = 'text/plain',
  sensitivity: LoadedSource['sensitivity'] = 'public',
): LoadedSource {
  return {
    id,
    uri: `ledger/sources/${id}.txt`,
    title: `Source ${id}`,
    tier: 'record',
    sensitivity,
    sha256: sha256Hex(text),
    text,
    mediaType,
  };
}
