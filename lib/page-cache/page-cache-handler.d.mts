import type FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

/** Next's file-system page cache, keeping each page's script policy with it (see the .mjs). */
export default class PageCacheHandler extends FileSystemCache {}
