// The site's one content collection: the posts under content/posts, as every Warrant blog declares it.
import { warrantPosts } from './lib/posts';

export const collections = { posts: warrantPosts };
