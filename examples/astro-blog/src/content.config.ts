// The example blog's content: Warrant's posts collection, the Markdown files under content/posts.
import { warrantPosts } from 'warrant/site';

export const collections = { posts: warrantPosts };
